import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { gameGuesses, gameNicknames, gameSessions } from '../../worker/db/schema';
import type { LeaderboardPeriod, LeaderboardResponse } from '../../worker/domain/leaderboard';
import { addDays } from '../../worker/domain/puzzle-day';
import { invalidateLeaderboard } from '../../worker/lib/leaderboard-store';
import { betaSession, call, db, json, seedFromToday, setNow, useRealTime } from './helpers';

/** Leaderboard fixtures: players and finished games written straight to D1, much quicker than through the API. */

let counter = 0;
export const unique = (stem: string) => `${stem}${++counter}${Math.random().toString(36).slice(2, 6)}`;

/** A registered player without cookies: quicker than playerSession for players who never read the board. */
export async function player(fields: Partial<typeof gameNicknames.$inferInsert> = {}) {
  const row = await db()
    .insert(gameNicknames)
    .values({ nickname: unique('lb'), deviceId: 'dev-test', ...fields })
    .returning()
    .get();
  return row;
}

/**
 * A finished game written straight to the table, as a finished API game leaves it, then announced to the
 * leaderboard as games.ts does (the cached boards would not see it otherwise).
 */
export async function play(
  playerId: number,
  date: string,
  seconds: number | 'lost',
  fields: { isTest?: boolean } = {},
) {
  const durationMs = seconds === 'lost' ? 200_000 : seconds * 1000 + 400;
  await db()
    .insert(gameSessions)
    .values({
      id: unique('game-'),
      playerId,
      puzzleDate: date,
      puzzleNumber: 1,
      isTest: fields.isTest ?? false,
      status: seconds === 'lost' ? 'lost' : 'won',
      mistakes: seconds === 'lost' ? 4 : 0,
      startedAt: 0,
      finishedAt: durationMs,
      durationMs,
    });
  invalidateLeaderboard(date);
}

export const TODAY = '2026-08-12';
export const NOON = `${TODAY}T12:00:00Z`;
export const day = (offset: number) => addDays(TODAY, offset);

/** A beta tester without a nickname: reads the boards without being on them. */
let reader = '';

/** The clock at noon on TODAY, the bank seeded from it, and an empty board (no games) before each test. */
export function withEmptyBoards() {
  beforeAll(async () => {
    setNow(NOON);
    await seedFromToday();
    reader = (await betaSession()).cookie;
  });
  beforeEach(async () => {
    setNow(NOON);
    await db().delete(gameGuesses);
    await db().delete(gameSessions);
    invalidateLeaderboard(TODAY);
  });
  afterAll(useRealTime);
}

/** GET /api/leaderboard as `cookie` (a reader who is not on the board by default). */
export async function board(period: LeaderboardPeriod, cookie = reader) {
  const res = await call(`/api/leaderboard?period=${period}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return json<LeaderboardResponse>(res);
}

export const names = (b: LeaderboardResponse) => b.entries.map((e) => e.displayName);
