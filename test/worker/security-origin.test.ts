import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import type { Env } from '../../worker/env';
import { SECURITY_HEADERS } from '../../worker/lib/security-headers';
import { snapshotDb } from './fuzz-support';
import { call, freshCode, insertCode, json, ORIGIN, playerSession, seedFromToday } from './helpers';

afterEach(() => vi.restoreAllMocks());

let player: Awaited<ReturnType<typeof playerSession>>;
let gameId: string;
beforeAll(async () => {
  await seedFromToday();
  player = await playerSession();
  gameId = (
    await json<{ gameId: string }>(
      await call('/api/games', { method: 'POST', json: {}, headers: { Cookie: player.cookie } }),
    )
  ).gameId;
});

/** Every state-changing route, with a body it would accept from our own pages. */
const stateChanging = (): [string, string, unknown][] => [
  ['POST', '/api/beta/claim', { code: 'BETA-ORIG-0000', email: 'o@example.com', deviceId: 'd' }],
  ['POST', '/api/beta/logout', {}],
  ['POST', '/api/players', { nickname: `Orig${Date.now() % 100_000}`, deviceId: 'd' }],
  ['PATCH', '/api/players/me/settings', { showRealName: false }],
  ['POST', '/api/games', {}],
  ['POST', `/api/games/${gameId}/guesses`, { tiles: ['a', 'b', 'c', 'd'], idempotencyKey: crypto.randomUUID() }],
  ['POST', '/api/feedback', { email: 'o@example.com', category: 'Bug Report', message: 'hi' }],
  ['POST', '/api/feedback/beta', { rating: 5, difficulty: 'Just Right' }],
  ['POST', '/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: {} }],
  ['DELETE', '/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }],
  ['POST', '/api/events', { events: [{ name: 'navigation', at: 1 }] }],
  ['PUT', '/api/games', {}],
  ['POST', '/dev/beta-codes', { count: 1 }],
];

const send = (method: string, path: string, body: unknown, origin?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Cookie: player.cookie,
      ...(origin === undefined ? {} : { Origin: origin }),
    },
    body: JSON.stringify(body),
  });

describe('the Origin check on every state-changing request', () => {
  const foreign = [
    ['no Origin', undefined],
    ['another site', 'https://evil.example'],
    ['an opaque origin', 'null'],
    ['our host on another port', 'http://localhost:8787'],
    ['our host over another scheme', 'https://localhost'],
    ['a look-alike host', 'http://localhost.evil.example'],
  ] as const;

  describe.each(foreign)('from %s', (_, origin) => {
    it.each(stateChanging())('%s %s answers 403 in the error shape and changes nothing', async (method, path, body) => {
      const before = await snapshotDb();
      const res = await send(method, path, body, origin);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'bad_origin', message: 'Requests must come from the 16 Bars app.' },
      });
      expect(await snapshotDb()).toEqual(before);
    });
  });

  it.each(stateChanging())('%s %s from our own origin gets past the check', async (method, path, body) => {
    expect((await send(method, path, body, ORIGIN)).status).not.toBe(403);
  });

  it('also lets through APP_ORIGIN, the public origin in front of the worker', async () => {
    const settings = { ...env, APP_ORIGIN: 'https://16bars.app' } as Env;
    const request = new Request(`${ORIGIN}/api/beta/logout`, {
      method: 'POST',
      headers: { Origin: 'https://16bars.app' },
    });
    expect((await app.fetch(request, settings, createExecutionContext())).status).toBe(200);
  });

  it('a real claim from our own origin succeeds', async () => {
    const code = freshCode('O');
    await insertCode(code);
    const res = await send('POST', '/api/beta/claim', { code, email: 'own@example.com', deviceId: 'd' }, ORIGIN);
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  const expectHeaders = (res: Response) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  };

  it.each([
    ['200', 'GET', '/api/health', undefined, 200],
    ['404 (unknown API path)', 'GET', '/api/nope', undefined, 404],
    ['404 (unknown /dev path outside development)', 'GET', '/dev/outbox', undefined, 404],
    ['405', 'GET', '/api/beta/claim', undefined, 405],
    ['401', 'GET', '/api/players/me', undefined, 401],
    ['403', 'POST', '/api/beta/logout', 'https://evil.example', 403],
    ['415', 'POST', '/api/beta/claim', ORIGIN, 415],
  ] as const)('are on a %s answer', async (_, method, path, origin, status) => {
    const headers: Record<string, string> = origin ? { Origin: origin, 'Content-Type': 'text/plain' } : {};
    const res = await SELF.fetch(`${ORIGIN}${path}`, { method, headers, ...(method === 'POST' ? { body: 'x' } : {}) });
    expect(res.status).toBe(status);
    expectHeaders(res);
  });

  it('are on a 413 answer', async () => {
    const res = await call('/api/feedback', { method: 'POST', json: { message: 'x'.repeat(20_000) } });
    expect(res.status).toBe(413);
    expectHeaders(res);
  });

  it('are on a 500 answer, which tells the request id and nothing of the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      prepare: () => {
        throw new Error('D1 is down: internal detail');
      },
    };
    const settings = { ...env, DB: broken } as unknown as Env;
    const res = await app.fetch(new Request(`${ORIGIN}/api/health`), settings, createExecutionContext());
    expect(res.status).toBe(500);
    expectHeaders(res);
    const text = await res.text();
    expect(text).not.toContain('internal detail');
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'internal',
        message: expect.stringMatching(/^Something went wrong on our side \(request .+\)\.$/),
      },
    });
  });
});
