/**
 * `npm run bench`: starts the app and measures routes against a baseline (a fixed JSON answer through the same
 * worker and middleware) at 1, 10 and 50 connections, in one run on one path, and prints the ratios.
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

    const rows: string[] = [];
    for (const connections of CONNECTIONS) {
      const base = await measure(url, baseline, connections);
      rows.push(
        `| ${baseline.name} | ${connections} | ${fmt(base.rps)} | ${base.p50} | ${base.p99} | 1.00 | 1.00 | ${base.errors} |`,
      );
      for (const target of targets) {
        const m = await measure(url, target, connections);
        const ratio = m.rps / base.rps;
        const p99Ratio = m.p99 / Math.max(base.p99, 1);
        rows.push(
          `| ${target.name} | ${connections} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${fmt(ratio, 2)} | ${fmt(p99Ratio, 2)} | ${m.errors} |`,
        );
      }
    }
    console.log(`\nAPI through wrangler dev (--log-level warn), ${DURATION_S} s per cell, this machine:\n`);
    console.log(
      '| route | connections | req/s | p50 ms | p99 ms | throughput vs baseline | p99 vs baseline | errors |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log('\nGoal: throughput ratio >= 0.80 and p99 ratio <= 2.00; the leaderboard: p99 < 50 ms per window.');
  } finally {
    stop();
  }
}

await main();
await (await import('./lighthouse')).runLighthouseBench();
process.exit(0);
