/**
 * `npm run bench`: starts the app and measures routes against a baseline (a fixed JSON answer through the same
 * worker and middleware) at 1, 10 and 50 connections, in one run on one path, and prints the ratios: each route
 * against the mean of the baseline cells measured just before and just after it.
 */
import autocannon from 'autocannon';
import { openLocalDb } from '../../scripts/local-db';
import { LEADERBOARD_PERIODS } from '../../worker/domain/leaderboard';
import { SEED, seedLeaderboard } from './seed-leaderboard';
import { startBenchServer } from './server';
import { betaClient, losingPlayer, playerWithGame } from './session';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** Two people benchmarking on one machine need their own port and database: the directory is wiped first. */
const PORT = Number(process.env.BENCH_PORT ?? 8789);
const PERSIST_DIR = process.env.BENCH_DIR ?? '.wrangler/bench';
const CONNECTIONS = [1, 10, 50];

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A fresh body per request (autocannon's setupRequest), e.g. a new idempotency key. */
  nextBody?: () => string;
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, target: Target, connections: number): Promise<Measure> {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: DURATION_S,
    ...(target.nextBody ? { requests: [{ setupRequest: (req) => ({ ...req, body: target.nextBody?.() }) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main() {
  const { url, stop } = await startBenchServer(PORT, PERSIST_DIR, {
    // The leaderboard is measured on a busy database: 10,000 players, 100,000 games over 60 days.
    beforeStart: async (persistDir) => {
      const { db, dispose } = await openLocalDb(persistDir);
      await seedLeaderboard(db);
      await dispose();
      console.log(`Seeded ${SEED.players} players and ${SEED.games} finished games over ${SEED.days} days.`);
    },
  });
  try {
    const baseline: Target = { name: 'baseline GET /api/ping', path: '/api/ping' };
    const player = await playerWithGame(url, 'benchplayer');
    let guessNo = 0;
    const reader = await betaClient(url, 'bench-reader');
    const ranked = await losingPlayer(url, 'BenchRanked');
    const board = (period: string, cookie: string, who = ''): Target => ({
      name: `GET /api/leaderboard?period=${period}${who}`,
      path: `/api/leaderboard?period=${period}`,
      headers: { Cookie: cookie },
    });
    const targets: Target[] = [
      { name: 'GET /api/puzzles/today', path: '/api/puzzles/today' },
      {
        // A repeated combination with a new idempotency key each time: judged and recorded, costs no mistake.
        name: 'POST /api/games/:id/guesses',
        path: `/api/games/${player.gameId}/guesses`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url, Cookie: player.client.cookie },
        nextBody: () => JSON.stringify({ tiles: player.wrong, idempotencyKey: `bench-${++guessNo}-${Date.now()}` }),
      },
      ...LEADERBOARD_PERIODS.map((period) => board(period, reader.cookie)),
      // Outside the top 20, so every read also works out this player's rank: uncached, per request.
      ...LEADERBOARD_PERIODS.map((period) => board(period, ranked.cookie, ' (ranked reader, 999 s)')),
    ];
    // Warm the isolate and the puzzle cache.
    await measure(url, baseline, 10);
    for (const target of targets) await measure(url, target, 10);

    // Each route is measured between two baseline cells and compared with their mean, so a drift of the
    // machine's speed over the run (other work, heat) moves both sides of a ratio alike.
    const rows: string[] = [];
    for (const connections of CONNECTIONS) {
      const levelRows: string[] = [];
      let before = await measure(url, baseline, connections);
      const baselines = [before];
      for (const target of targets) {
        const m = await measure(url, target, connections);
        const after = await measure(url, baseline, connections);
        baselines.push(after);
        const rps = (before.rps + after.rps) / 2;
        const p99 = Math.max((before.p99 + after.p99) / 2, 1);
        levelRows.push(
          `| ${target.name} | ${connections} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${fmt(rps)} | ${fmt(p99)} | ` +
            `${fmt(m.rps / rps, 2)} | ${fmt(m.p99 / p99, 2)} | ${m.errors} |`,
        );
        before = after;
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const base = {
        rps: median(baselines.map((b) => b.rps)),
        p50: median(baselines.map((b) => b.p50)),
        p99: median(baselines.map((b) => b.p99)),
        errors: baselines.reduce((sum, b) => sum + b.errors, 0),
      };
      rows.push(
        `| ${baseline.name} (median of ${baselines.length} cells) | ${connections} | ${fmt(base.rps)} | ${base.p50} | ` +
          `${base.p99} | | | 1.00 | 1.00 | ${base.errors} |`,
        ...levelRows,
      );
    }
    console.log(`\nAPI through wrangler dev (--log-level warn), ${DURATION_S} s per cell, this machine:\n`);
    console.log(
      '| route | connections | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | throughput vs baseline | ' +
        'p99 vs baseline | errors |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log('\nGoal: throughput ratio >= 0.80 and p99 ratio <= 2.00; the leaderboard: p99 < 50 ms per window.');
  } finally {
    stop();
  }
}

await main();
// BENCH_LIGHTHOUSE=0: the API only.
if (process.env.BENCH_LIGHTHOUSE !== '0') await (await import('./lighthouse')).runLighthouseBench();
process.exit(0);
