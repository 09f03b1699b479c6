/**
 * `npm start`: builds the web app, migrates and seeds the local D1, and serves the whole product with
 * `wrangler dev` on http://localhost:8787. Also used by the e2e tests and the benchmarks with other options:
 *   --port N  --persist-to DIR  --fresh (start from an empty database)  --no-build  --log-level LEVEL  --quiet
 * It also writes the banner's facts to DIR/start-info.json.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ensureUnusedBetaCode, seedPuzzles } from '../worker/db/seed/seed';
import { puzzleDay } from '../worker/domain/puzzle-day';
import { applyLocalMigrations, argValue, DEFAULT_PERSIST_DIR, openLocalDb, wranglerBin } from './local-db';
import { ensureVapidKeys } from './vapid-keys';

const port = Number(argValue('--port') ?? 8787);
const persistDir = argValue('--persist-to') ?? DEFAULT_PERSIST_DIR;
const logLevel = argValue('--log-level') ?? 'info';
const quiet = process.argv.includes('--quiet');
const say = (line: string) => quiet || console.log(line);

if (!existsSync('.dev.vars')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  say('Created .dev.vars from .dev.vars.example (local settings).');
}
if (await ensureVapidKeys('.dev.vars')) say('Added local Web Push (VAPID) keys to .dev.vars.');
if (process.argv.includes('--fresh')) rmSync(persistDir, { recursive: true, force: true });

if (!process.argv.includes('--no-build') || !existsSync('dist/client/index.html')) {
  say('Building the web app…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

say('Migrating and seeding the local D1…');
applyLocalMigrations(persistDir);
const { db, dispose } = await openLocalDb(persistDir);
const added = await seedPuzzles(db, puzzleDay());
const betaCode = await ensureUnusedBetaCode(db, Date.now());
await dispose();
if (added > 0) say(`Seeded ${added} puzzles, one a day from ${puzzleDay()} (UTC).`);

const server: ChildProcess = spawn(
  process.execPath,
  [
    wranglerBin,
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistDir,
    '--test-scheduled',
    '--log-level',
    logLevel,
    // The e2e suite and the benchmarks send far more than one person does from one address: they scale the limits.
    ...(process.env.RATE_LIMIT_SCALE ? ['--var', `RATE_LIMIT_SCALE:${process.env.RATE_LIMIT_SCALE}`] : []),
  ],
  // Same process group as this script: whoever stops the group (Ctrl+C, Playwright, the bench) stops workerd too.
  { stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit', env: process.env },
);

// Whatever signal stops this script, wrangler gets SIGINT, as after Ctrl+C, and shuts workerd down with it.
const stop = () => {
  server.kill('SIGINT');
  setTimeout(() => process.exit(0), 3000).unref();
};
// First in line: importing the wrangler library (getPlatformProxy, above) adds handlers that exit at once, which
// left wrangler and workerd running, orphaned, when a tool stopped this script with SIGTERM.
process.prependListener('SIGINT', stop);
process.prependListener('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

const url = `http://localhost:${port}`;
mkdirSync(persistDir, { recursive: true });
// What the banner says, for tools that start the app without a terminal (the e2e tests).
writeFileSync(`${persistDir}/start-info.json`, JSON.stringify({ url, betaCode }));
for (let i = 0; i < 600; i++) {
  try {
    const res = await fetch(`${url}/api/health`);
    if (res.ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 100));
}

say(`
  ┌──────────────────────────────────────────────────────────┐
    16 BARS is running:  ${url}

    Beta code:   ${betaCode}
    E-mail:      any address, e.g. you@example.com
    More codes:  npm run beta:codes -- 10

    Stop with Ctrl+C.
  └──────────────────────────────────────────────────────────┘
`);
