import { importJWK, SignJWT } from 'jose';

/**
 * Web Push with WebCrypto: RFC 8291 message encryption in the RFC 8188 'aes128gcm' content coding, signed with
 * VAPID (RFC 8292). Written here rather than taken from @pushforge/builder because its 2.0.5 build emits the
 * pre-RFC draft coding 'aesgcm' (Encryption and Crypto-Key headers), which RFC 8291 replaced and which push
 * services need not accept; here the RFC's own test vector proves the output (test/worker/push.test.ts).
 */

export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url of the 65-byte uncompressed point. */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
}

export interface VapidKeys {
  publicKey: string;
  /** The private key as a JWK JSON string (kty EC, crv P-256, d, x, y). */
  privateKey: string;
  /** mailto: or https: contact for the push service. */
  subject: string;
}

/** One record holds the whole message: push messages are at most 4096 bytes. */
const RECORD_SIZE = 4096;
const KEY_BYTES = 65;
const MAX_PLAINTEXT = RECORD_SIZE - 16 - 1 - 86;

export function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** HKDF-SHA-256 (RFC 5869) extract-and-expand to `bytes` bytes. */
export async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array,
  bytes: number,
) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt, info: concat(info) },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/**
 * RFC 8291 §3.4: encrypts `plaintext` for one browser. The sender's ephemeral key pair and the salt are random
 * unless given, which only the RFC's test vector does.
 */
export async function encryptPushMessage(
  plaintext: Uint8Array,
  target: Pick<PushTarget, 'p256dh' | 'auth'>,
  fixed: { senderKeys?: CryptoKeyPair; salt?: Uint8Array<ArrayBuffer> } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  if (plaintext.length > MAX_PLAINTEXT) throw new Error(`push payload over ${MAX_PLAINTEXT} bytes`);
  const uaPublic = fromBase64Url(target.p256dh);
  const authSecret = fromBase64Url(target.auth);
  if (uaPublic.length !== KEY_BYTES || uaPublic[0] !== 4) throw new Error('p256dh is not an uncompressed P-256 key');
  if (authSecret.length !== 16) throw new Error('auth must be 16 bytes');

  const ecdh = { name: 'ECDH', namedCurve: 'P-256' } as const;
  const senderKeys =
    fixed.senderKeys ?? ((await crypto.subtle.generateKey(ecdh, true, ['deriveBits'])) as CryptoKeyPair);
  const salt = fixed.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const asPublic = new Uint8Array((await crypto.subtle.exportKey('raw', senderKeys.publicKey)) as ArrayBuffer);
  const uaKey = await crypto.subtle.importKey('raw', uaPublic, ecdh, false, []);
  // The standard member is `public`; @cloudflare/workers-types spells it `$public`, workerd reads `public`.
  const ecdhParams = { name: 'ECDH', public: uaKey } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdhParams, senderKeys.privateKey, 256));

  const keyInfo = concat(utf8('WebPush: info\0'), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);

  // The last (and only) record ends with the delimiter 0x02 and carries no padding.
  const record = concat(plaintext, new Uint8Array([2]));
  const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, aes, record));

  const header = new Uint8Array(16 + 4 + 1);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = KEY_BYTES;
  return concat(header, asPublic, ciphertext);
}

/** RFC 8292: `vapid t=<ES256 JWT for the push service's origin>, k=<our public key>`; valid 12 hours. */
export async function vapidAuthorization(endpoint: string, vapid: VapidKeys, nowSeconds: number) {
  const key = await importJWK(JSON.parse(vapid.privateKey), 'ES256');
  const jwt = await new SignJWT({})
    .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(nowSeconds + 12 * 60 * 60)
    .setSubject(vapid.subject)
    .sign(key);
  return `vapid t=${jwt}, k=${vapid.publicKey}`;
}

/** The request that delivers `payload` (JSON) to one subscription. */
export async function buildPushRequest(
  target: PushTarget,
  payload: unknown,
  vapid: VapidKeys,
  { nowSeconds, ttlSeconds = 12 * 60 * 60 }: { nowSeconds: number; ttlSeconds?: number },
): Promise<Request> {
  const body = await encryptPushMessage(utf8(JSON.stringify(payload)), target);
  return new Request(target.endpoint, {
    method: 'POST',
    headers: {
      Authorization: await vapidAuthorization(target.endpoint, vapid, nowSeconds),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: String(ttlSeconds),
      Urgency: 'normal',
    },
    body,
  });
}
