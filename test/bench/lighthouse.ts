/**
 * `npm run bench:lighthouse`: page speed and quality of the built app, served as production serves it. Builds
 * nothing: run `npx vite build` first. Starts the app on its own port and fresh database (LIGHTHOUSE_PORT, 8795)
 * and puts a proxy in front that compresses and caches like Cloudflare's edge (`wrangler dev` does neither).
 * Then Lighthouse's default (mobile) audit, in Debian's Chromium, of /beta on a first visit, and of /game,
 * /leaderboard and /results for a signed-in player (see lighthouse-profile.ts), each page LIGHTHOUSE_RUNS times
 * (3), keeping the run with the median Performance score. Prints the scores and each page's first-load
 * JavaScript and CSS against the targets, and keeps the full reports in LIGHTHOUSE_DIR-reports.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import { startCompressProxy } from './compress-proxy';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  finishGameThroughUi,
  profileCookies,
  signInThroughUi,
} from './lighthouse-profile';
import { startBenchServer } from './server';
import { betaClient } from './session';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8795);
const PERSIST_DIR = process.env.LIGHTHOUSE_DIR ?? '.wrangler/lighthouse';
const PROFILE_DIR = resolve(`${PERSIST_DIR}-profile`);
const REPORT_DIR = resolve(`${PERSIST_DIR}-reports`);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CLIENT_DIR = 'dist/client';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100 };
/** JavaScript plus CSS that a cold load of a player route may fetch, in KB gzip. */
const FIRST_LOAD_TARGET_KB = 100;

interface PageAudit {
  path: string;
  lhr: Result;
  scores: Record<Category, number>;
  js: { gzip: number; transfer: number };
  css: { gzip: number; transfer: number };
}

const kb = (bytes: number) => bytes / 1024;
const gzipCache = new Map<string, number>();
/** The file's size gzip-compressed at the level servers commonly use (6). */
function gzipSize(path: string): number {
  let size = gzipCache.get(path);
  if (size === undefined) {
    const file = `${CLIENT_DIR}${path}`;
    size = existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
    gzipCache.set(path, size);
  }
  return size;
}

/** The page's own scripts and stylesheets, from Lighthouse's network-requests audit (the service worker's excluded). */
function firstLoad(lhr: Result, origin: string) {
  const items = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const totals = { js: { gzip: 0, transfer: 0 }, css: { gzip: 0, transfer: 0 } };
  for (const item of items ?? []) {
    const url = new URL(String(item.url));
    if (url.origin !== origin || url.pathname === '/sw.js') continue;
    if (item.sessionTargetType && item.sessionTargetType !== 'page') continue;
    const kind = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind) continue;
    totals[kind].gzip += gzipSize(url.pathname);
    totals[kind].transfer += Number(item.transferSize ?? 0);
  }
  return totals;
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Opens Chromium on the shared profile and audits each path RUNS times; keeps the median run by Performance. */
async function auditPages(baseUrl: string, paths: readonly string[], cookie?: string): Promise<PageAudit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: PROFILE_DIR,
  });
  // Lighthouse can fail outside the promise it returns and end the process: Chromium must not outlive it.
  const killChrome = () => chrome.kill();
  process.once('exit', killChrome);
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    // Lighthouse's default reset: the HTTP cache, Cache Storage and the service worker go, so every run is a cold
    // load; localStorage and cookies (the player's sign-in) stay.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
  };
  try {
    const audits: PageAudit[] = [];
    for (const path of paths) {
      const runs: Result[] = [];
      for (let attempt = 0; runs.length < RUNS; attempt++) {
        // A run that Chromium spoilt (a trace it failed to record, a tab it lost) is retried, a few times.
        const lhr = await lighthouse(`${baseUrl}${path}`, flags).then(
          (result) => result?.lhr,
          (err: unknown) => ({ runtimeError: { message: String(err) } }) as Partial<Result>,
        );
        if (lhr && !lhr.runtimeError) runs.push(lhr as Result);
        else if (attempt >= RUNS + 2) throw new Error(`${path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      }
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = runs[Math.floor(runs.length / 2)] as Result;
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== path)
        throw new Error(`${path} ended on ${finalPath}: the profile is not signed in as expected`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<Category, number>;
      audits.push({ path, lhr, scores, ...firstLoad(lhr, new URL(baseUrl).origin) });
    }
    return audits;
  } finally {
    process.off('exit', killChrome);
    chrome.kill();
  }
}

/** A few players who won today through the API, so the leaderboard has rows to show. */
async function seedWinners(url: string, count: number) {
  const today = PUZZLE_BANK[0];
  if (!today) throw new Error('the puzzle bank is empty');
  for (let i = 0; i < count; i++) {
    const nickname = `LhWinner${i + 1}`;
    const client = await betaClient(url, `${nickname}-device`);
    await client.post('/api/players', { nickname, deviceId: `${nickname}-device` });
    const { gameId } = await client.post<{ gameId: string }>('/api/games', {});
    for (const [g, group] of today.groups.entries()) {
      await client.post(`/api/games/${gameId}/guesses`, { tiles: group.members, idempotencyKey: `${nickname}-${g}` });
    }
  }
}

/** Every built file fetched once through the proxy, as a production edge that has already served them. */
async function warmEdgeCache(url: string) {
  for (const file of readdirSync(`${CLIENT_DIR}/assets`)) {
    await new Promise<void>((resolve, reject) => {
      // The proxy's certificate is its own throwaway one.
      const req = httpsGet(
        `${url}/assets/${file}`,
        { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' }, rejectUnauthorized: false },
        (res) => res.resume().on('end', resolve),
      );
      req.on('error', reject);
    });
  }
}

/** The audit of a category: its failing audits, by title, with their display values. */
function misses(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue?.replace(/\s/g, ' ') ?? '—';

function report(audits: PageAudit[]) {
  console.log(
    '\nLighthouse 12, mobile (default config, simulated slow 4G), over HTTPS and HTTP/2 with Brotli as Cloudflare serves it:\n',
  );
  console.log('| page | Performance | Accessibility | Best Practices | FCP | LCP | TBT | CLS | JS | CSS | JS+CSS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const a of audits) {
    const total = a.js.gzip + a.css.gzip;
    console.log(
      `| ${a.path} | ${a.scores.performance} | ${a.scores.accessibility} | ${a.scores['best-practices']} | ` +
        `${metric(a.lhr, 'first-contentful-paint')} | ${metric(a.lhr, 'largest-contentful-paint')} | ` +
        `${metric(a.lhr, 'total-blocking-time')} | ${metric(a.lhr, 'cumulative-layout-shift')} | ` +
        `${kb(a.js.gzip).toFixed(1)} | ${kb(a.css.gzip).toFixed(1)} | ${kb(total).toFixed(1)} KB gzip ` +
        `(${kb(a.js.transfer + a.css.transfer).toFixed(1)} KB br on the wire) |`,
    );
  }
  console.log(
    `\nTargets: Performance >= ${TARGETS.performance}, Accessibility ${TARGETS.accessibility}, Best Practices ` +
      `${TARGETS['best-practices']}, first-load JS+CSS <= ${FIRST_LOAD_TARGET_KB} KB gzip per player route.`,
  );
  for (const a of audits) {
    const missed = CATEGORIES.filter((c) => a.scores[c] < TARGETS[c]).map(
      (c) => `${c} ${a.scores[c]}: ${misses(a.lhr, c).join(', ') || 'no single audit failed'}`,
    );
    if (kb(a.js.gzip + a.css.gzip) > FIRST_LOAD_TARGET_KB) missed.push('first-load JS+CSS over budget');
    console.log(`${a.path}: ${missed.length === 0 ? 'all targets met' : missed.join('; ')}`);
  }
}

/** Runs the whole audit (server, proxy, profile, Lighthouse) and prints the table. */
export async function runLighthouseBench(): Promise<void> {
  if (!existsSync(`${CLIENT_DIR}/index.html`)) throw new Error('No build in dist/client: run `npx vite build` first');
  const taken = await fetch(`http://localhost:${PORT}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`Port ${PORT} is already serving: set LIGHTHOUSE_PORT and LIGHTHOUSE_DIR to run beside it`);
  rmSync(PROFILE_DIR, { recursive: true, force: true });
  mkdirSync(PROFILE_DIR, { recursive: true });
  const app = await startBenchServer(PORT, PERSIST_DIR);
  const proxy = await startCompressProxy(app.url);
  try {
    await seedWinners(app.url, 5);
    await warmEdgeCache(proxy.url);
    // A first visit: no beta access yet, so /beta is the page itself, not a redirect.
    const audits = await auditPages(proxy.url, ['/beta']);
    await signInThroughUi(PROFILE_DIR, proxy.url, 'LighthouseFan', app.url);
    const cookie = await profileCookies(PROFILE_DIR, proxy.url);
    // Today's game is open but not played: /game shows the board.
    audits.push(...(await auditPages(proxy.url, ['/game', '/leaderboard'], cookie)));
    await finishGameThroughUi(PROFILE_DIR, proxy.url);
    audits.push(...(await auditPages(proxy.url, ['/results'], cookie)));
    report(audits);
    mkdirSync(REPORT_DIR, { recursive: true });
    for (const a of audits) writeFileSync(`${REPORT_DIR}/${a.path.slice(1)}.json`, JSON.stringify(a.lhr));
    console.log(`\nThe full reports (Lighthouse JSON, for the Lighthouse viewer): ${REPORT_DIR}`);
  } finally {
    await proxy.stop();
    app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runLighthouseBench();
  process.exit(0);
}
