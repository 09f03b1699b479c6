import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

Object.assign(process.env, {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
});

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ENV: 'test',
            APP_ORIGIN: 'http://localhost',
            // The suites send hundreds of claims and registrations from one address; rate-limit.test.ts sets 1.
            RATE_LIMIT_SCALE: '1000',
            TOKEN_SECRET: 'test-token-secret-0123456789abcdef0123456789',
            MAIL_TRANSPORT: 'outbox',
            MAIL_FROM: '16 Bars <noreply@test.16bars.app>',
            FEEDBACK_TO: 'feedback@test.16bars.app',
            MAILING_LIST_URL: 'https://lists.example.com/16bars-barfights',
            // A key pair made for the tests only (scripts/vapid-keys.ts).
            VAPID_PUBLIC_KEY: 'BMBM5l4DeAbHCT6WgUKPUEDKNyVQwQj1kikrqFqkevIcgwDXSKh3R3KDP1uAT5spvEtDpOyLdMLtyJcZVaFUnVU',
            VAPID_PRIVATE_KEY:
              '{"kty":"EC","crv":"P-256","x":"wEzmXgN4BscJPpaBQo9QQMo3JVDBCPWSKSuoWqR68hw","y":"gwDXSKh3R3KDP1uAT5spvEtDpOyLdMLtyJcZVaFUnVU","d":"DNRpPVWiXd4p5ixJdwGTUSJOBbdZpMKxejjjyeidA1E"}',
            VAPID_SUBJECT: 'mailto:push@test.16bars.app',
          },
        },
      }),
    ],
    test: {
      include: ['test/worker/**/*.test.ts'],
      setupFiles: ['test/worker/setup.ts'],
    },
  };
});
