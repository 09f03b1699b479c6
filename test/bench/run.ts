/**
 * `npm run bench`: starts the app and measures routes against a baseline (a fixed JSON answer through the same
 * worker and middleware) at 1, 10 and 50 connections, in one run on one path, and prints the ratios.
 */
import autocannon from 'autocannon';
import { startBenchServer } from './server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [1, 10, 50];

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
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
  const { url, stop } = await startBenchServer(8789, '.wrangler/bench');
  try {
    const baseline: Target = { name: 'baseline GET /api/ping', path: '/api/ping' };
    const targets: Target[] = [{ name: 'GET /api/puzzles/today', path: '/api/puzzles/today' }];
    // Warm the isolate and the puzzle cache.
    await measure(url, baseline, 10);
    await measure(url, targets[0] as Target, 10);

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
    console.log('\nGoal: throughput ratio >= 0.80 and p99 ratio <= 2.00.');
  } finally {
    stop();
  }
}

await main();
process.exit(0);
