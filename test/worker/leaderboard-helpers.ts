import { gameNicknames, gameSessions } from '../../worker/db/schema';
import { invalidateLeaderboard } from '../../worker/lib/leaderboard-store';
import { db } from './helpers';

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
