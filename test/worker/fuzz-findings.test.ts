import { beforeAll, describe, expect, it } from 'vitest';
import { type FuzzWorld, makeFuzzWorld } from './fuzz-routes';
import { expectSafe } from './fuzz-support';
import { ORIGIN } from './helpers';
import { RFC8291 } from './push-decrypt';

/** Each bug the fuzzer (fuzz.test.ts) found, as a plain test that fails the day it comes back. */
let world: FuzzWorld;
beforeAll(async () => {
  world = await makeFuzzWorld();
});

describe('what the fuzzer found, pinned', () => {
  const post = (path: string, init: { cookie: string; type?: string; body?: string }) =>
    expectSafe({
      method: 'POST',
      path,
      headers: { Origin: ORIGIN, Cookie: init.cookie, ...(init.type ? { 'Content-Type': init.type } : {}) },
      ...(init.body === undefined ? {} : { body: init.body }),
    });

  it.each([
    ['text/plain', '{"test":true}'],
    ['application/x-www-form-urlencoded', 'test=true'],
    [undefined, 'test=true'],
  ])('a JSON route answers a %s body with 415 (it was read as {} and started a game)', async (type, body) => {
    const status = await post('/api/games', { cookie: world.player.cookie, type, body });
    expect(status).toBe(415);
  });

  it('a request with neither a body nor a type still stands for {}: POST /api/games resumes the game', async () => {
    expect(await post('/api/games', { cookie: world.player.cookie })).toBe(200);
  });

  it('a token of ours for a player the database does not have: POST /api/games is 401, not a foreign-key 500', async () => {
    for (const cookie of world.ghosts.slice(2)) {
      expect(await post('/api/games', { cookie, type: 'application/json', body: '{}' })).toBe(401);
    }
  });

  it('a token of ours for a beta user the database does not have: subscribing is 401, not a foreign-key 500', async () => {
    const body = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/ghost',
      keys: { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret },
    });
    const cookie = world.ghosts[0] as string;
    expect(await post('/api/push/subscriptions', { cookie, type: 'application/json', body })).toBe(401);
  });

  it('an e-mail with a control character is refused, not stored (and mailed)', async () => {
    const body = JSON.stringify({ email: 'a\u0000@b.co', category: 'Bug Report', message: 'hi' });
    expect(await post('/api/feedback', { cookie: '', type: 'application/json', body })).toBe(400);
  });
});
