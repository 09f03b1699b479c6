/**
 * Fills a local D1 with a busy leaderboard: 10,000 players and 100,000 finished games over the past 60 UTC days.
 * `npm run bench` calls seedLeaderboard on its own database before starting the server; run alone it seeds a
 * migrated persist dir and times the leaderboard's queries on it straight through D1 (no HTTP, no cache):
 *   npx tsx test/bench/seed-leaderboard.ts --persist-to .wrangler/lb-seed [--fresh]
 */
import { rmSync } from 'node:fs';
import { like } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { applyLocalMigrations, argValue, openLocalDb } from '../../scripts/local-db';
import { gameNicknames, gameSessions } from '../../worker/db/schema';
import { LEADERBOARD_PERIODS } from '../../worker/domain/leaderboard';
import { addDays, puzzleDay } from '../../worker/domain/puzzle-day';
import { playerStanding, playersAhead, rankedStandings } from '../../worker/lib/leaderboard-store';

export const SEED = { players: 10_000, games: 100_000, days: 60 } as const;

/** D1 binds at most 100 parameters a statement and runs batches best kept to 100 statements. */
const MAX_PARAMS = 90;
const BATCH = 100;

/** A small deterministic PRNG (mulberry32), so every bench run measures the same data. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts rows as multi-row INSERTs under the parameter cap, in batches. */
async function insertAll<T extends Record<string, unknown>>(
  db: DrizzleD1Database,
  table: typeof gameNicknames | typeof gameSessions,
  rows: T[],
) {
  const perInsert = Math.floor(MAX_PARAMS / Object.keys(rows[0] ?? { x: 1 }).length);
  const inserts = [];
  for (let i = 0; i < rows.length; i += perInsert) {
    inserts.push(db.insert(table).values(rows.slice(i, i + perInsert) as never));
  }
  for (let i = 0; i < inserts.length; i += BATCH) {
    const [first, ...rest] = inserts.slice(i, i + BATCH);
    if (first) await db.batch([first, ...rest]);
  }
}

/** Seeds players bench1… and their games, ending on `today`. Returns the player ids, in nickname order. */
export async function seedLeaderboard(db: DrizzleD1Database, today = puzzleDay()): Promise<number[]> {
  const rand = random(16);
  const players = Array.from({ length: SEED.players }, (_, i) => ({
    nickname: `bench${i + 1}`,
    deviceId: `bench-device-${i + 1}`,
    // Some hide from the board or behind 16barsplayerN, as the settings allow.
    showOnLeaderboard: rand() > 0.03,
    showRealName: rand() > 0.15,
    lastUsed: Date.parse(`${today}T00:00:00Z`),
  }));
  await insertAll(db, gameNicknames, players);
  const ids = (
    await db
      .select({ id: gameNicknames.id })
      .from(gameNicknames)
      .where(like(gameNicknames.nickname, 'bench%'))
      .orderBy(gameNicknames.id)
      .all()
  ).map((r) => r.id);

  // Distinct (player, day) pairs, regulars playing more often than the rest.
  const slots = new Set<number>();
  while (slots.size < SEED.games) {
    const player = Math.floor(rand() ** 1.4 * ids.length);
    slots.add(player * SEED.days + Math.floor(rand() * SEED.days));
  }
  const games = [...slots].map((slot, n) => {
    const date = addDays(today, -(slot % SEED.days));
    const won = rand() < 0.75;
    const durationMs = won ? Math.round(25_000 + rand() ** 2 * 600_000) : Math.round(60_000 + rand() * 500_000);
    const startedAt = Date.parse(`${date}T00:00:00Z`) + Math.floor(rand() * 80_000_000);
    return {
      id: `bench-${n}`,
      playerId: ids[Math.floor(slot / SEED.days)] as number,
      puzzleDate: date,
      puzzleNumber: SEED.days - (slot % SEED.days),
      isTest: false,
      status: won ? ('won' as const) : ('lost' as const),
      mistakes: won ? Math.floor(rand() * 4) : 4,
      startedAt,
      finishedAt: startedAt + durationMs,
      durationMs,
    };
  });
  await insertAll(db, gameSessions, games);
  return ids;
}

const ms = (start: number) => performance.now() - start;
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

/**
 * The queries behind GET /api/leaderboard, timed on D1 from Node: what rebuilding a board costs (the whole
 * order, every row carried through the platform proxy, so dearer than inside the worker), and the rank query
 * a reader costs when their isolate holds no order.
 */
async function timeQueries(db: DrizzleD1Database, ids: number[], runs = 15) {
  const today = puzzleDay();
  console.log('| window | whole order p50 ms | max ms | rank of a mid player p50 ms | max ms |');
  console.log('|---|---|---|---|---|');
  for (const period of LEADERBOARD_PERIODS) {
    const top: number[] = [];
    const rank: number[] = [];
    for (let i = 0; i < runs; i++) {
      let start = performance.now();
      await rankedStandings(db, period, today);
      top.push(ms(start));
      const standing = await playerStanding(db, ids[Math.floor(ids.length / 2) + i] as number, period, today);
      if (!standing) continue;
      start = performance.now();
      await playersAhead(db, standing, period, today);
      rank.push(ms(start));
    }
    const f = (n: number) => n.toFixed(1);
    console.log(
      `| ${period} | ${f(quantile(top, 0.5))} | ${f(Math.max(...top))} | ${f(quantile(rank, 0.5))} | ${f(Math.max(0, ...rank))} |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const persistDir = argValue('--persist-to') ?? '.wrangler/lb-seed';
  if (process.argv.includes('--fresh')) rmSync(persistDir, { recursive: true, force: true });
  applyLocalMigrations(persistDir);
  const { db, dispose } = await openLocalDb(persistDir);
  const started = performance.now();
  const ids = await seedLeaderboard(db);
  console.log(`Seeded ${ids.length} players and ${SEED.games} games in ${(ms(started) / 1000).toFixed(1)} s.`);
  await timeQueries(db, ids);
  await dispose();
}
