import { and, asc, eq, lt } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { puzzles } from '../db/schema';
import { PUZZLE_BANK } from '../db/seed/puzzle-bank';
import type { Puzzle } from '../domain/puzzle';

/** Spec 000 §8: when no puzzle exists for a date, the built-in default puzzle number 1 is played. */
export const DEFAULT_PUZZLE_NUMBER = 1;

export function defaultPuzzle(date: string): Puzzle {
  return { ...(PUZZLE_BANK[0] as Puzzle), puzzleNumber: DEFAULT_PUZZLE_NUMBER, date };
}

type Row = typeof puzzles.$inferSelect;
const toPuzzle = (row: Row): Puzzle => ({
  puzzleNumber: row.puzzleNumber,
  date: row.puzzleDate,
  groups: row.puzzleData,
  winQuote: row.winQuote,
  lossQuote: row.lossQuote,
});

/**
 * Puzzles change only through the admin tools, so each isolate keeps a date's puzzle for a short while:
 * the day's puzzle is read by every player and need not cost a D1 round trip each time.
 */
const CACHE_MS = 30_000;
const cache = new Map<string, { puzzle: Puzzle; expires: number }>();

export function forgetCachedPuzzles() {
  cache.clear();
}

/** The active puzzle stored for a UTC date, if any. */
export async function storedPuzzle(db: DrizzleD1Database, date: string): Promise<Puzzle | undefined> {
  const row = await db
    .select()
    .from(puzzles)
    .where(and(eq(puzzles.puzzleDate, date), eq(puzzles.isActive, true)))
    .get();
  return row ? toPuzzle(row) : undefined;
}

/** The puzzle played on a UTC date: the stored one, or the default puzzle when there is none. */
export async function puzzleForDate(db: DrizzleD1Database, date: string, now = Date.now()): Promise<Puzzle> {
  const hit = cache.get(date);
  if (hit && hit.expires > now) return hit.puzzle;
  const puzzle = (await storedPuzzle(db, date)) ?? defaultPuzzle(date);
  cache.set(date, { puzzle, expires: now + CACHE_MS });
  return puzzle;
}

/** Active puzzles of dates strictly before `today`, oldest first: their answers are public. */
export async function pastPuzzles(db: DrizzleD1Database, today: string): Promise<Puzzle[]> {
  const rows = await db
    .select()
    .from(puzzles)
    .where(and(lt(puzzles.puzzleDate, today), eq(puzzles.isActive, true)))
    .orderBy(asc(puzzles.puzzleDate))
    .all();
  return rows.map(toPuzzle);
}
