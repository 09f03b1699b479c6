import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameNicknames } from '../../worker/db/schema';
import { NICKNAME_MESSAGES } from '../../worker/domain/messages';
import { betaSession, call, cookiesOf, db, json, playerSession } from './helpers';

const register = (cookie: string, nickname: unknown, deviceId = 'device-x') =>
  call('/api/players', { method: 'POST', json: { nickname, deviceId }, headers: { Cookie: cookie } });

describe('the player API behind the beta gate', () => {
  it.each([
    ['GET', '/api/players/availability?nickname=abc'],
    ['GET', '/api/players/suggestion?base=abc'],
    ['POST', '/api/players'],
    ['GET', '/api/players/me'],
  ])('%s %s answers 401 without a beta token', async (method, path) => {
    const res = await call(path, {
      method,
      ...(method === 'POST' ? { json: { nickname: 'abc', deviceId: 'x' } } : {}),
    });
    expect(res.status).toBe(401);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('beta_required');
  });

  it('answers 401 for a forged beta cookie', async () => {
    const res = await call('/api/players/availability?nickname=abc', {
      headers: { Cookie: '16bars_beta=eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(res.status).toBe(401);
  });
});

describe('nickname rules', () => {
  it.each([
    ['', NICKNAME_MESSAGES.empty],
    ['   ', NICKNAME_MESSAGES.empty],
    ['a', NICKNAME_MESSAGES.tooShort],
    ['x'.repeat(21), NICKNAME_MESSAGES.tooLong],
    ['<script>', NICKNAME_MESSAGES.characters],
    [42, NICKNAME_MESSAGES.required],
  ])('rejects %j with its message', async (nickname, message) => {
    const { cookie } = await betaSession();
    const res = await register(cookie, nickname);
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(message);
  });

  it('accepts exactly 20 characters and trims the input', async () => {
    const { cookie } = await betaSession();
    const name = `Twenty${'x'.repeat(14)}`;
    const res = await register(cookie, `  ${name}  `);
    expect(res.status).toBe(201);
    expect((await json<{ nickname: string }>(res)).nickname).toBe(name);
  });
});

describe('registration', () => {
  it('binds nickname, device id and beta user, and signs the player in', async () => {
    const { cookie, betaUserId } = await betaSession();
    const res = await register(cookie, 'Rakim Allah', 'device-42');
    expect(res.status).toBe(201);
    const profile = await json<{ playerId: number; nickname: string }>(res);
    expect(profile).toMatchObject({
      nickname: 'Rakim Allah',
      deviceId: 'device-42',
      showOnLeaderboard: true,
      showRealName: true,
    });
    const row = await db().select().from(gameNicknames).where(eq(gameNicknames.id, profile.playerId)).get();
    expect(row).toMatchObject({ nickname: 'Rakim Allah', deviceId: 'device-42', betaUserId });
    const me = await call('/api/players/me', { headers: { Cookie: `${cookie}; ${cookiesOf(res)}` } });
    expect(await json(me)).toMatchObject({ playerId: profile.playerId, nickname: 'Rakim Allah' });
  });

  it('answers a taken name, in any case, with 409, the spec message and a suggestion that is free', async () => {
    const first = await betaSession();
    expect((await register(first.cookie, 'Mos Def')).status).toBe(201);
    const second = await betaSession();
    const res = await register(second.cookie, 'MOS DEF');
    expect(res.status).toBe(409);
    const body = await json<{ error: { code: string; message: string; suggestion: string } }>(res);
    expect(body.error.code).toBe('nickname_taken');
    expect(body.error.suggestion).toMatch(/^MOS DEF\d{1,3}$/);
    expect(body.error.message).toBe(`This nickname is already taken. Try "${body.error.suggestion}" instead?`);
    const available = await call(`/api/players/availability?nickname=${encodeURIComponent(body.error.suggestion)}`, {
      headers: { Cookie: second.cookie },
    });
    expect(await json(available)).toEqual({ available: true });
    expect((await register(second.cookie, body.error.suggestion)).status).toBe(201);
  });

  it('reports availability case-insensitively', async () => {
    const { cookie } = await betaSession();
    await register(cookie, 'Lauryn');
    const res = await call('/api/players/availability?nickname=lAURYN', { headers: { Cookie: cookie } });
    expect(await json(res)).toEqual({ available: false });
  });

  it('100 parallel registrations of one name in mixed case give exactly one success', async () => {
    const sessions = await Promise.all(Array.from({ length: 10 }, () => betaSession()));
    const variants = ['Busta', 'BUSTA', 'busta', 'bUsTa', 'BuStA'];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        register((sessions[i % 10] as { cookie: string }).cookie, variants[i % 5], `d${i}`),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(99);
    const rows = await db().select().from(gameNicknames).where(sql`lower(${gameNicknames.nickname}) = 'busta'`).all();
    expect(rows).toHaveLength(1);
  });
});

describe('privacy settings', () => {
  it('stores Show on Leaderboard and Show Real Name on the server', async () => {
    const player = await playerSession();
    const res = await call('/api/players/me/settings', {
      method: 'PATCH',
      json: { showOnLeaderboard: false, showRealName: false },
      headers: { Cookie: player.cookie },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ showOnLeaderboard: false, showRealName: false });
  });

  it('rejects unknown fields and wrong types with 400', async () => {
    const player = await playerSession();
    for (const body of [{ showRealName: 'yes' }, { admin: true }, {}]) {
      const res = await call('/api/players/me/settings', {
        method: 'PATCH',
        json: body,
        headers: { Cookie: player.cookie },
      });
      expect(res.status).toBe(400);
    }
  });

  it('needs a player token: a beta cookie alone gets 401', async () => {
    const { cookie } = await betaSession();
    const res = await call('/api/players/me/settings', {
      method: 'PATCH',
      json: { showRealName: false },
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(401);
  });
});
