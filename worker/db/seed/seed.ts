import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';
import { generateBetaCode } from '../../domain/beta-code';
import { addDays } from '../../domain/puzzle-day';
import { betaAccessCodes, puzzles } from '../schema';
import { PUZZLE_BANK } from './puzzle-bank';

/** The puzzle bank as rows scheduled from `today` onward: bank puzzle i on today + i, number i + 1. */
export function bankSchedule(today: string): (typeof puzzles.$inferInsert)[] {
  return PUZZLE_BANK.map((p, i) => ({
    puzzleDate: addDays(today, i),
    puzzleNumber: i + 1,
    puzzleData: p.groups,
    winQuote: p.winQuote,
    lossQuote: p.lossQuote,
    createdBy: 'seed',
  }));
}

/**
 * Schedules the puzzle bank from `today` onward when the table is empty. Idempotent: a database that has
 * puzzles is left alone. Returns how many puzzles were added.
 */
export async function seedPuzzles(db: DrizzleD1Database, today: string): Promise<number> {
  const existing = await db.select({ n: count() }).from(puzzles).get();
  if ((existing?.n ?? 0) > 0) return 0;
  const inserts = bankSchedule(today).map((row) => db.insert(puzzles).values(row).onConflictDoNothing());
  const [first, ...rest] = inserts;
  if (first) await db.batch([first, ...rest]);
  return inserts.length;
}

/** A SQL literal for SQLite: numbers as they are, text quoted with its quotes doubled. */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`;

/** A drizzle query as one SQL statement with its values written in, for `wrangler d1 execute`. */
const inlined = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql, params } = query.toSQL();
  let i = 0;
  return `${sql.replace(/\?/g, () => literal(params[i++]))};`;
};

/** Renders SQL only: no statement runs through this client. */
const sqlWriter = () => drizzle({} as D1Database);

/**
 * The bank's schedule as SQL statements, one a line, for a database this process cannot open (the deployed
 * one, through `wrangler d1 execute --remote --file`). Built by the worker's drizzle schema: it cannot drift.
 */
export function bankSql(today: string): string {
  const db = sqlWriter();
  return bankSchedule(today)
    .map((row) => inlined(db.insert(puzzles).values(row).onConflictDoNothing()))
    .join('\n');
}

/** Single-use beta codes as SQL statements, one a line, likewise. */
export function betaCodesSql(codes: readonly string[]): string {
  const db = sqlWriter();
  return codes.map((code) => inlined(db.insert(betaAccessCodes).values({ code, maxUses: 1 }))).join('\n');
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
