import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './test/e2e/chromium';

/** E2E_PORT lets two suites run side by side; each port gets its own fresh database. */
const PORT = Number(process.env.E2E_PORT ?? 8788);

/** End-to-end tests: system Chromium against the whole app served by `wrangler dev` on a fresh local D1. */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx tsx scripts/start.ts --port ${PORT} --persist-to .wrangler/e2e-${PORT} --fresh --no-build --log-level warn --quiet`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      // Every test claims a code and picks a nickname from the same address, faster than any person would.
      RATE_LIMIT_SCALE: '100',
    },
  },
});
