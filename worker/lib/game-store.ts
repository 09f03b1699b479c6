import { and, eq, exists, getTableColumns, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { betaUsers, gameGuesses, gameSessions } from '../db/schema';
import type { GuessVerdict, PlayState } from '../domain/game-rules';
import { statusOf } from '../domain/game-rules';
import type { Puzzle } from '../domain/puzzle';
import { betaUserQuery } from './beta-users';
import { isUniqueViolation } from './db-errors';

export type GameRow = typeof gameSessions.$inferSelect;

/**
 * Starts the player's game for the puzzle's day, or finds the one already there. The unique
 * (player, day, is_test) index decides races, so parallel starts all get the same game.
 */
export async function startOrResumeGame(
  db: DrizzleD1Database,
  start: { playerId: number; puzzle: Puzzle; isTest: boolean; now: number },
): Promise<{ game: GameRow; created: boolean }> {
  const { playerId, puzzle, isTest, now } = start;
  const [inserted, found] = await db.batch([
    db
      .insert(gameSessions)
      .values({
        id: crypto.randomUUID(),
        playerId,
        puzzleDate: puzzle.date,
        puzzleNumber: puzzle.puzzleNumber,
        isTest,
        startedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: gameSessions.id }),
    db
      .select()
      .from(gameSessions)
      .where(
        and(
          eq(gameSessions.playerId, playerId),
          eq(gameSessions.puzzleDate, puzzle.date),
          eq(gameSessions.isTest, isTest),
        ),
      ),
  ]);
  const game = found[0];
  if (!game) throw new Error(`game of player ${playerId} on ${puzzle.date} vanished after its insert`);
  return { game, created: inserted.length > 0 };
}

/**
 * A game, the answer already given to this idempotency key (if any) and whether the guessing beta user is still
 * active (a token outlives a revoked tester), in one round trip.
 */
export async function readGuessContext(
  db: DrizzleD1Database,
  read: { gameId: string; idempotencyKey: string; betaUserId: string },
) {
  const { gameId, idempotencyKey, betaUserId } = read;
  const [games, answered, betaUser] = await db.batch([
    db.select().from(gameSessions).where(eq(gameSessions.id, gameId)),
    db
      .select({ result: gameGuesses.result })
      .from(gameGuesses)
      .where(and(eq(gameGuesses.gameId, gameId), eq(gameGuesses.idempotencyKey, idempotencyKey))),
    betaUserQuery(db, betaUserId),
  ]);
  return { game: games[0], answered: answered[0]?.result, betaActive: betaUser[0]?.isActive === true };
}

/** The game row as it is after a guess moved it to `next` at `now`. */
export function advancedRow(game: GameRow, next: PlayState, now: number): GameRow {
  const status = statusOf(next);
  if (status === 'in_progress') return { ...game, ...next };
  return { ...game, ...next, status, finishedAt: now, durationMs: now - game.startedAt };
}

/**
 * Records a judged guess against the state it was judged on. Every statement of the batch is guarded by that
 * state, and the batch is one transaction, so either all apply (the answer is stored, the game moves on and,
 * when it ends, the beta tester's games_played rises) or none do. Returns false when the game changed
 * meanwhile or the key was answered in parallel: the caller reads again and decides anew.
 */
export async function recordGuess(
  db: DrizzleD1Database,
  guess: {
    read: GameRow;
    /** The game after the guess; absent when the guess changes nothing (already guessed). */
    next?: GameRow;
    idempotencyKey: string;
    verdict: GuessVerdict;
    betaUserId: string;
    now: number;
  },
): Promise<boolean> {
  const { read, next, idempotencyKey, verdict, betaUserId, now } = guess;
  const unchanged = and(
    eq(gameSessions.id, read.id),
    eq(gameSessions.status, 'in_progress'),
    eq(gameSessions.mistakes, read.mistakes),
    eq(gameSessions.solvedGroups, read.solvedGroups),
    eq(gameSessions.guesses, read.guesses),
  );
  // INSERT ... SELECT lists every column in the table's order; naming each one here keeps that true.
  const row: Record<keyof typeof gameGuesses.$inferSelect, string | number> = {
    gameId: read.id,
    idempotencyKey,
    result: JSON.stringify(verdict),
    createdAt: now,
  };
  const values = Object.keys(getTableColumns(gameGuesses)).map((k) => sql`${row[k as keyof typeof row]}`);
  const answer = db
    .insert(gameGuesses)
    .select(sql`select ${sql.join(values, sql`, `)} from ${gameSessions} where ${unchanged}`)
    .returning({ gameId: gameGuesses.gameId });
  try {
    if (!next) {
      const [stored] = await db.batch([answer]);
      return stored.length === 1;
    }
    const move = db
      .update(gameSessions)
      .set({
        solvedGroups: next.solvedGroups,
        guesses: next.guesses,
        mistakes: next.mistakes,
        status: next.status,
        finishedAt: next.finishedAt,
        durationMs: next.durationMs,
      })
      .where(unchanged)
      .returning({ id: gameSessions.id });
    if (next.status === 'in_progress') {
      const [, moved] = await db.batch([answer, move]);
      return moved.length === 1;
    }
    // Spec 000 §4's 'game_played' beta activity, counted here where the client cannot fake it. It must run
    // before the move, while the guard still sees the state this guess was judged on.
    const played = db
      .update(betaUsers)
      .set({ gamesPlayed: sql`${betaUsers.gamesPlayed} + 1`, lastActive: now })
      .where(and(eq(betaUsers.id, betaUserId), exists(db.select({ one: sql`1` }).from(gameSessions).where(unchanged))));
    const [, , moved] = await db.batch([answer, played, move]);
    return moved.length === 1;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
