import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/d1';
import { getPlatformProxy } from 'wrangler';

/** Quiet, offline wrangler: no metrics, no Request.cf lookup, no update check. */
export const QUIET_WRANGLER_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
} as const;
Object.assign(process.env, QUIET_WRANGLER_ENV);

/** Where a local wrangler state lives; `wrangler dev --persist-to DIR` keeps D1 under DIR/v3. */
export const DEFAULT_PERSIST_DIR = '.wrangler/state';

/** Opens the local D1 that `wrangler dev` uses, through the same drizzle schema as the worker. */
export async function openLocalDb(persistDir = DEFAULT_PERSIST_DIR) {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: 'wrangler.toml',
    persist: { path: `${persistDir}/v3` },
  });
  return { db: drizzle(proxy.env.DB), dispose: () => proxy.dispose() };
}

export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Applies migrations/ to the local D1 under `persistDir` (what `wrangler dev --persist-to` reads). */
export function applyLocalMigrations(persistDir = DEFAULT_PERSIST_DIR) {
  const result = spawnSync(
    process.execPath,
    [wranglerBin, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir],
    { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: process.env },
  );
  if (result.status !== 0) {
    throw new Error(`Applying D1 migrations failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export const wranglerBin = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
