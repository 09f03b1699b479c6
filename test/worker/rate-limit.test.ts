import { createExecutionContext, env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import type { AppEnv, Env } from '../../worker/env';
import { RATE_LIMIT_MESSAGE, RATE_LIMITS, rateLimit } from '../../worker/lib/rate-limit';
import { betaSession, call, json, ORIGIN, playerSession, setNow, useRealTime } from './helpers';

afterEach(useRealTime);

let ipCounter = 0;
/** A client address of its own, so no test shares a counter with another. */
const newIp = () => `203.0.113.${++ipCounter}`;

/** The settings of a deployment without bindings and unscaled limits: the in-isolate counter decides. */
const unscaled = { ...env, RATE_LIMIT_SCALE: undefined } as Env;
const local = { ...unscaled, RATE_LIMIT_CLAIM: undefined, RATE_LIMIT_NICKNAME: undefined, RATE_LIMIT_GUESS: undefined };

const tiny = (settings: Partial<Env>) => {
  const limited = new Hono<AppEnv>()
    .use(rateLimit({ name: 'tiny', limit: 3, periodSeconds: 60 }))
    .get('/', (c) => c.json({ ok: true }));
  return (ip: string) => limited.request('/', { headers: { 'CF-Connecting-IP': ip } }, settings as Env);
};

async function expectTooMany(res: Response, retryAfter?: number) {
  expect(res.status).toBe(429);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE } });
  const seconds = Number(res.headers.get('Retry-After'));
  if (retryAfter === undefined) expect(seconds).toBeGreaterThan(0);
  else expect(seconds).toBe(retryAfter);
}

describe('rateLimit: a fixed window per client', () => {
  it('lets the limit through, then answers 429 "Too many requests…" with Retry-After until the window ends', async () => {
    setNow('2026-05-20T12:00:30Z');
    const send = tiny({});
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await send(ip)).status).toBe(200);
    await expectTooMany(await send(ip), 30);
  });

  it('counts each client apart: another address is unaffected', async () => {
    const send = tiny({});
    const [noisy, quiet] = [newIp(), newIp()];
    for (let i = 0; i < 4; i++) await send(noisy);
    expect((await send(noisy)).status).toBe(429);
    expect((await send(quiet)).status).toBe(200);
  });

  it("starts over when the server's clock enters the next window, without waiting", async () => {
    setNow('2026-05-20T12:00:59.500Z');
    const send = tiny({});
    const ip = newIp();
    for (let i = 0; i < 3; i++) await send(ip);
    await expectTooMany(await send(ip), 1);
    setNow('2026-05-20T12:01:00Z');
    expect((await send(ip)).status).toBe(200);
  });

  it('multiplies the limits by RATE_LIMIT_SCALE', async () => {
    const send = tiny({ RATE_LIMIT_SCALE: '2' });
    const ip = newIp();
    for (let i = 0; i < 6; i++) expect((await send(ip)).status).toBe(200);
    expect((await send(ip)).status).toBe(429);
  });
});

describe('rateLimit with the Rate Limiting binding', () => {
  const binding = (answer: () => Promise<RateLimitOutcome>) => {
    const keys: string[] = [];
    const limiter: RateLimit = {
      limit: ({ key }) => {
        keys.push(key);
        return answer();
      },
    };
    return { keys, settings: { RATE_LIMIT_TINY: limiter } as Partial<Env> };
  };

  it("asks the binding with the client's key and answers its refusal with 429, Retry-After one period", async () => {
    const { keys, settings } = binding(async () => ({ success: false }));
    const ip = newIp();
    await expectTooMany(await tiny(settings)(ip), 60);
    expect(keys).toEqual([ip]);
  });

  it('falls back to counting in the isolate when the binding fails', async () => {
    const { settings } = binding(() => Promise.reject(new Error('limiter down')));
    const send = tiny(settings);
    const ip = newIp();
    const silenced = console.error;
    console.error = () => {};
    try {
      for (let i = 0; i < 3; i++) expect((await send(ip)).status).toBe(200);
      expect((await send(ip)).status).toBe(429);
    } finally {
      console.error = silenced;
    }
  });

  it('is bypassed when the limits are scaled: its own limit is fixed in wrangler.toml', async () => {
    const { keys, settings } = binding(async () => ({ success: false }));
    expect((await tiny({ ...settings, RATE_LIMIT_SCALE: '10' })(newIp())).status).toBe(200);
    expect(keys).toEqual([]);
  });
});

describe('the limited routes', () => {
  const fetchWith = (settings: Env, path: string, init: RequestInit & { ip: string }) => {
    const headers = new Headers(init.headers);
    headers.set('CF-Connecting-IP', init.ip);
    headers.set('Origin', ORIGIN);
    if (init.body) headers.set('Content-Type', 'application/json');
    return app.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), settings, createExecutionContext());
  };
  const claim = (settings: Env, ip: string) =>
    fetchWith(settings, '/api/beta/claim', { method: 'POST', ip, body: JSON.stringify({ code: 'BETA-NOPE-NOPE' }) });

  it(`POST /api/beta/claim: ${RATE_LIMITS.claim.limit} a minute per address, then 429`, async () => {
    const [ip, other] = [newIp(), newIp()];
    for (let i = 0; i < RATE_LIMITS.claim.limit; i++) expect((await claim(local, ip)).status).toBe(400);
    await expectTooMany(await claim(local, ip));
    expect((await claim(local, other)).status).toBe(400);
  });

  it('POST /api/beta/claim through the emulated binding of wrangler.toml, as deployed', async () => {
    expect(unscaled.RATE_LIMIT_CLAIM).toBeDefined();
    const ip = newIp();
    // The emulator counts in real minutes: should one turn mid-test, the next minute's budget is spent too.
    const minute = () => Math.floor(Date.now() / 60_000);
    const first = minute();
    let passed = 0;
    let res = await claim(unscaled, ip);
    for (; res.status === 400 && passed < 2 * RATE_LIMITS.claim.limit; passed++) res = await claim(unscaled, ip);
    await expectTooMany(res, 60);
    if (minute() === first) expect(passed).toBe(RATE_LIMITS.claim.limit);
  });

  it(`nickname availability, suggestion and registration share ${RATE_LIMITS.nickname.limit} a minute`, async () => {
    const { cookie } = await betaSession();
    const ip = newIp();
    const paths = ['/api/players/availability?nickname=Nas', '/api/players/suggestion?base=Nas'];
    for (let i = 0; i < RATE_LIMITS.nickname.limit; i++) {
      expect((await fetchWith(local, paths[i % 2] as string, { ip, headers: { Cookie: cookie } })).status).toBe(200);
    }
    const body = JSON.stringify({ nickname: 'Nas', deviceId: 'd' });
    await expectTooMany(
      await fetchWith(local, '/api/players', { method: 'POST', ip, body, headers: { Cookie: cookie } }),
    );
  });

  it(`guesses: ${RATE_LIMITS.guess.limit} a minute per player, whatever the address`, async () => {
    const [player, other] = [await playerSession(), await playerSession()];
    const start = await call('/api/games', { method: 'POST', json: {}, headers: { Cookie: player.cookie } });
    const { gameId } = await json<{ gameId: string }>(start);
    const guess = (cookie: string, i: number) =>
      fetchWith(local, `/api/games/${gameId}/guesses`, {
        method: 'POST',
        ip: newIp(),
        headers: { Cookie: cookie },
        body: JSON.stringify({ tiles: [], idempotencyKey: `rate-limit-${i}` }),
      });
    for (let i = 0; i < RATE_LIMITS.guess.limit; i++) expect((await guess(player.cookie, i)).status).toBe(400);
    await expectTooMany(await guess(player.cookie, -1));
    // Another player's budget is untouched: their guess gets as far as the ownership check.
    expect((await guess(other.cookie, -2)).status).toBe(403);
  });
});
