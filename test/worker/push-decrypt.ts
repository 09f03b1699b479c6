/**
 * What a browser does with a push message (RFC 8291 §3.4 read backwards), written from the RFC independently of
 * worker/lib/web-push.ts so that each checks the other. Test-only.
 */

/** RFC 8291 Appendix A: the published keys, salt, plaintext and resulting message. */
export const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  message:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A' +
    '_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
} as const;

export const b64u = {
  decode(value: string): Uint8Array<ArrayBuffer> {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  },
  encode(bytes: Uint8Array): string {
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  },
};

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** An ECDH private key from its raw scalar and raw public point, as RFC 8291 prints them. */
export function importEcdhPrivate(d: string, publicPoint: string) {
  const point = b64u.decode(publicPoint);
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d,
    x: b64u.encode(point.slice(1, 33)),
    y: b64u.encode(point.slice(33, 65)),
  };
  return crypto.subtle.importKey('jwk', jwk, ECDH, true, ['deriveBits']);
}

async function hkdf(salt: Uint8Array<ArrayBuffer>, ikm: ArrayBuffer, info: Uint8Array<ArrayBuffer>, bytes: number) {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8);
}

const text = (s: string) => new Uint8Array(new TextEncoder().encode(s));

/** Decrypts an aes128gcm push message for the browser holding `uaPrivate` (base64url scalar) and `auth`. */
export async function decryptPushMessage(
  message: Uint8Array,
  receiver: { uaPrivate: string; uaPublic: string; authSecret: string },
): Promise<string> {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  const salt = message.slice(0, 16);
  const recordSize = view.getUint32(16);
  const idLength = message[20] as number;
  const asPublic = message.slice(21, 21 + idLength);
  const ciphertext = message.slice(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');

  const uaPublic = b64u.decode(receiver.uaPublic);
  const uaKey = await importEcdhPrivate(receiver.uaPrivate, receiver.uaPublic);
  const asKey = await crypto.subtle.importKey('raw', asPublic, ECDH, false, []);
  const params = { name: 'ECDH', public: asKey } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const ecdhSecret = await crypto.subtle.deriveBits(params, uaKey, 256);

  const info = new Uint8Array([...text('WebPush: info\0'), ...uaPublic, ...asPublic]);
  const ikm = await hkdf(b64u.decode(receiver.authSecret), ecdhSecret, info, 32);
  const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(nonce) }, key, ciphertext),
  );

  // RFC 8188 §2: strip trailing zero padding; the last record must end with the delimiter 0x02.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return new TextDecoder().decode(padded.slice(0, end));
}
