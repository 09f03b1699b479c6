import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../worker/db/schema';
import worker from '../../worker/index';
import { buildPushRequest, encryptPushMessage } from '../../worker/lib/web-push';
import { betaSession, call, db, json } from './helpers';
import { b64u, decryptPushMessage, importEcdhPrivate, RFC8291 } from './push-decrypt';

const receiver = { uaPrivate: RFC8291.uaPrivate, uaPublic: RFC8291.uaPublic, authSecret: RFC8291.authSecret };
const rfcTarget = { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret };

afterEach(() => vi.restoreAllMocks());

describe('RFC 8291 message encryption (Appendix A test vector)', () => {
  it("the test's decrypt helper turns the RFC's published message into the RFC's plaintext", async () => {
    expect(await decryptPushMessage(b64u.decode(RFC8291.message), receiver)).toBe(RFC8291.plaintext);
  });

  it("reproduces the RFC's message byte for byte from its sender keys and salt", async () => {
    const senderKeys = {
      privateKey: await importEcdhPrivate(RFC8291.asPrivate, RFC8291.asPublic),
      publicKey: await crypto.subtle.importKey(
        'raw',
        b64u.decode(RFC8291.asPublic),
        { name: 'ECDH', namedCurve: 'P-256' },
        true,
        [],
      ),
    };
    const message = await encryptPushMessage(new TextEncoder().encode(RFC8291.plaintext), rfcTarget, {
      senderKeys,
      salt: b64u.decode(RFC8291.salt),
    });
    expect(b64u.encode(message)).toBe(RFC8291.message);
  });

  it('round-trips the plaintext with fresh sender keys and salt for the RFC receiver', async () => {
    const one = await encryptPushMessage(new TextEncoder().encode(RFC8291.plaintext), rfcTarget);
    const two = await encryptPushMessage(new TextEncoder().encode(RFC8291.plaintext), rfcTarget);
    expect(b64u.encode(one)).not.toBe(b64u.encode(two));
    expect(await decryptPushMessage(one, receiver)).toBe(RFC8291.plaintext);
    expect(await decryptPushMessage(two, receiver)).toBe(RFC8291.plaintext);
  });

  it('builds an aes128gcm request with a VAPID token for the push service origin', async () => {
    const vapid = {
      publicKey: env.VAPID_PUBLIC_KEY as string,
      privateKey: env.VAPID_PRIVATE_KEY as string,
      subject: 'mailto:push@test.16bars.app',
    };
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123';
    const nowSeconds = Math.floor(Date.now() / 1000);
    const req = await buildPushRequest({ endpoint, ...rfcTarget }, { title: 'Hi' }, vapid, { nowSeconds });
    expect(req.method).toBe('POST');
    expect(req.url).toBe(endpoint);
    expect(req.headers.get('Content-Encoding')).toBe('aes128gcm');
    expect(req.headers.get('TTL')).toBe('43200');
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(req.headers.get('Authorization') ?? '') ?? [];
    expect(key).toBe(vapid.publicKey);
    const { d: _d, ...publicJwk } = JSON.parse(vapid.privateKey);
    const { payload } = await jwtVerify(token as string, await importJWK(publicJwk, 'ES256'));
    expect(payload).toMatchObject({ aud: 'https://fcm.googleapis.com', sub: vapid.subject });
    expect(payload.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600);
    const body = new Uint8Array(await req.arrayBuffer());
    expect(JSON.parse(await decryptPushMessage(body, receiver))).toEqual({ title: 'Hi' });
  });
});

const subscription = (id: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
  expirationTime: null,
  keys: { p256dh: RFC8291.uaPublic as string, auth: RFC8291.authSecret as string },
});
const rowsFor = (endpoint: string) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).all();

describe('push subscriptions', () => {
  it('needs beta access to subscribe', async () => {
    const res = await call('/api/push/subscriptions', { method: 'POST', json: subscription('anon') });
    expect(res.status).toBe(401);
  });

  it('creates, upserts a repeated endpoint and deletes', async () => {
    const first = await betaSession();
    const sub = subscription(`life-${Math.random()}`);
    const post = (cookie: string, body = sub) =>
      call('/api/push/subscriptions', { method: 'POST', json: body, headers: { Cookie: cookie } });

    expect((await post(first.cookie)).status).toBe(201);
    expect(await rowsFor(sub.endpoint)).toEqual([expect.objectContaining({ betaUserId: first.betaUserId })]);

    // The same browser again, now signed in as someone else and with rotated keys: still one row.
    const second = await betaSession();
    const rotated = { ...sub, keys: { ...sub.keys, auth: b64u.encode(crypto.getRandomValues(new Uint8Array(16))) } };
    expect((await post(second.cookie, rotated)).status).toBe(201);
    expect(await rowsFor(sub.endpoint)).toEqual([
      expect.objectContaining({ betaUserId: second.betaUserId, auth: rotated.keys.auth }),
    ]);

    const del = await call('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: sub.endpoint } });
    expect(del.status).toBe(200);
    expect(await rowsFor(sub.endpoint)).toEqual([]);
  });

  it.each([
    ['an http endpoint', { ...subscription('x'), endpoint: 'http://fcm.googleapis.com/fcm/send/x' }],
    ['an endpoint that is no push service', { ...subscription('x'), endpoint: 'https://evil.example/hook' }],
    ['a short p256dh key', { ...subscription('x'), keys: { p256dh: 'BCVx', auth: RFC8291.authSecret } }],
    [
      'a long auth secret',
      { ...subscription('x'), keys: { p256dh: RFC8291.uaPublic, auth: b64u.encode(new Uint8Array(20)) } },
    ],
  ])('refuses %s with 400', async (_what, body) => {
    const tester = await betaSession();
    const res = await call('/api/push/subscriptions', {
      method: 'POST',
      json: body,
      headers: { Cookie: tester.cookie },
    });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBeTruthy();
  });
});

describe('the midnight puzzle-drop push', () => {
  const answers: Record<string, number> = { ok: 201, gone: 410, missing: 404 };

  beforeEach(async () => {
    await db().delete(pushSubscriptions);
    const tester = await betaSession();
    for (const id of Object.keys(answers)) {
      const res = await call('/api/push/subscriptions', {
        method: 'POST',
        json: subscription(id),
        headers: { Cookie: tester.cookie },
      });
      expect(res.status).toBe(201);
    }
  });

  async function runCronAt(iso: string) {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const sent: Request[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input as RequestInfo, init);
      sent.push(req);
      return new Response(null, { status: answers[req.url.split('/').pop() as string] ?? 500 });
    });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.parse(iso), cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    return { sent, fetchSpy };
  }

  it('sends "A new 16 Bars puzzle just dropped" to every subscriber and forgets the 404 and 410 ones', async () => {
    const { sent } = await runCronAt('2026-06-02T00:00:00Z');
    expect(sent.map((r) => r.url).sort()).toEqual(
      Object.keys(answers)
        .map((id) => subscription(id).endpoint)
        .sort(),
    );
    for (const req of sent) {
      expect(req.method).toBe('POST');
      expect(req.headers.get('Content-Encoding')).toBe('aes128gcm');
      const notice = JSON.parse(await decryptPushMessage(new Uint8Array(await req.arrayBuffer()), receiver));
      expect(notice).toMatchObject({ title: 'A new 16 Bars puzzle just dropped', url: '/game' });
    }
    const left = await db().select().from(pushSubscriptions).all();
    expect(left.map((s) => s.endpoint)).toEqual([subscription('ok').endpoint]);
  });

  it('sends nothing on any other minute', async () => {
    const { fetchSpy } = await runCronAt('2026-06-02T00:01:00Z');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await db().select().from(pushSubscriptions).all()).length).toBe(3);
  });
});
