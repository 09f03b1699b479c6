import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { generateBetaCode } from '../../domain/beta-code';
import { addDays } from '../../domain/puzzle-day';
import { betaAccessCodes, puzzles } from '../schema';
import { PUZZLE_BANK } from './puzzle-bank';

/**
 * Schedules the puzzle bank from `today` onward (bank puzzle i on today + i, number i + 1) when the table is
 * empty. Idempotent: a database that has puzzles is left alone. Returns how many puzzles were added.
 */
export async function seedPuzzles(db: DrizzleD1Database, today: string): Promise<number> {
  const existing = await db.select({ n: count() }).from(puzzles).get();
  if ((existing?.n ?? 0) > 0) return 0;
  const inserts = PUZZLE_BANK.map((p, i) =>
    db
      .insert(puzzles)
      .values({
        puzzleDate: addDays(today, i),
        puzzleNumber: i + 1,
        puzzleData: p.groups,
        winQuote: p.winQuote,
        lossQuote: p.lossQuote,
        createdBy: 'seed',
      })
      .onConflictDoNothing(),
  );
  const [first, ...rest] = inserts;
  if (first) await db.batch([first, ...rest]);
  return inserts.length;
}

/** Adds `howMany` fresh single-use codes and returns them. */
export async function createBetaCodes(db: DrizzleD1Database, howMany: number): Promise<string[]> {
  const codes = Array.from({ length: howMany }, () => generateBetaCode());
  const [first, ...rest] = codes.map((code) =>
    db.insert(betaAccessCodes).values({ code, maxUses: 1 }).onConflictDoNothing(),
  );
  if (first) await db.batch([first, ...rest]);
  return codes;
}

/** A code a newcomer can redeem right now: an unused one that is already there, or a new one. */
export async function ensureUnusedBetaCode(db: DrizzleD1Database, now: number): Promise<string> {
  const unused = await db
    .select({ code: betaAccessCodes.code })
    .from(betaAccessCodes)
    .where(
      and(
        eq(betaAccessCodes.isActive, true),
        lt(betaAccessCodes.currentUses, betaAccessCodes.maxUses),
        or(isNull(betaAccessCodes.expiresAt), gt(betaAccessCodes.expiresAt, now)),
      ),
    )
    .orderBy(sql`${betaAccessCodes.id} desc`)
    .get();
  if (unused) return unused.code;
  const [code] = await createBetaCodes(db, 1);
  return code as string;
}
