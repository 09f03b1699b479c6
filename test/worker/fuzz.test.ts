import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { LEADERBOARD_PERIODS } from '../../worker/domain/leaderboard';
import { signToken } from '../../worker/lib/tokens';
import { cookies, type FuzzWorld, jsonRoutes, makeFuzzWorld, routeAnd } from './fuzz-routes';
import {
  bodyLike,
  contentType,
  expectSafe,
  type Fetcher,
  headerValue,
  nastyString,
  type Probe,
  rawBody,
} from './fuzz-support';
import { ORIGIN } from './helpers';

/** Property runs per test: enough to reach the odd corners on every run, few enough to stay fast. */
const RUNS = { numRuns: 40 };
const SLOW = 30_000;

let world: FuzzWorld;
beforeAll(async () => {
  world = await makeFuzzWorld();
});

describe('fuzzing every API route: never a 5xx, always the error shape, no write on a rejected request', () => {
  it(
    'JSON routes with bodies shaped like their own, odd values and any cookie',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          routeAnd(world, (r) => bodyLike(r.fields)),
          cookies(world),
          async ({ route, value }, cookie) => {
            const body = JSON.stringify(value) ?? 'null';
            const headers = { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: cookie };
            await expectSafe({ method: route.method, path: route.path, headers, body });
          },
        ),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'JSON routes with malformed bodies and any content type',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          routeAnd(world, () => rawBody),
          contentType,
          fc.boolean(),
          async ({ route, value }, type, signedIn) => {
            const headers: Record<string, string> = { Origin: ORIGIN, Cookie: signedIn ? world.player.cookie : '' };
            if (type !== undefined) headers['Content-Type'] = type;
            const status = await expectSafe({ method: route.method, path: route.path, headers, body: value });
            if (type && !/json/i.test(type)) expect([401, 413, 415]).toContain(status);
          },
        ),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'oversized payloads are refused with 413 before anything is read',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          routeAnd(world, () => fc.integer({ min: 16 * 1024 + 1, max: 200_000 })),
          fc.constantFrom('a', 'é', '\u0000', '💥'),
          async ({ route, value: size }, char) => {
            const body = JSON.stringify({ message: char.repeat(size), tiles: [], events: [] });
            const headers = { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: world.player.cookie };
            expect(await expectSafe({ method: route.method, path: route.path, headers, body })).toBe(413);
          },
        ),
        { numRuns: 25 },
      );
    },
    SLOW,
  );

  it(
    'path parameters: any date, any game id',
    async () => {
      const segment = fc.oneof(
        // encodeURIComponent throws on a lone surrogate: those are sent as '%ED%A0%80' below.
        nastyString.map((v) => encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '?'))),
        fc.constantFrom(
          '%',
          '%ZZ',
          '%00',
          '%E0%A4%A',
          '%ED%A0%80',
          '2026-02-30',
          '0000-00-00',
          '9999-12-31',
          '..',
          'a'.repeat(3000),
        ),
      );
      await fc.assert(
        fc.asyncProperty(segment, fc.constantFrom('GET', 'POST', 'PUT'), async (id, method) => {
          await expectSafe({ method: 'GET', path: `/api/puzzles/${id}` });
          const body = JSON.stringify({ tiles: world.tiles.slice(0, 4), idempotencyKey: crypto.randomUUID() });
          const headers = { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: world.player.cookie };
          await expectSafe({
            method,
            path: `/api/games/${id}/guesses`,
            headers,
            ...(method === 'GET' ? {} : { body }),
          });
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'query strings on every GET route',
    async () => {
      const paths = [
        '/api/health',
        '/api/ping',
        '/api/puzzles/today',
        '/puzzles.json',
        '/api/beta/status',
        '/api/players/availability',
        '/api/players/suggestion',
        '/api/players/me',
        '/api/leaderboard',
        '/api/config',
        '/dev/outbox',
      ];
      const pairs = fc.array(
        fc.tuple(
          fc.constantFrom('nickname', 'base', 'period', 'x', '', '__proto__'),
          fc.oneof(nastyString, fc.constantFrom(...LEADERBOARD_PERIODS)),
        ),
        { maxLength: 4 },
      );
      const raw = fc.constantFrom(
        'nickname=%',
        'base=%E0%A4%A&base=x',
        'period=daily&period=weekly',
        '&&&=',
        'period[]=daily',
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.oneof(
            pairs.map((p) => new URLSearchParams(p).toString()),
            raw,
          ),
          cookies(world),
          async (path, query, cookie) => {
            await expectSafe({ method: 'GET', path: `${path}?${query}`, headers: { Cookie: cookie } });
          },
        ),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'any method with any headers on every route',
    async () => {
      const paths = [
        ...jsonRoutes(world).map((r) => r.path),
        '/api/health',
        '/api/beta/logout',
        '/api/players/me',
        '/api/leaderboard',
        '/api/config',
        '/puzzles.json',
        '/dev/beta-codes',
        '/api/nope',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
          fc.record(
            {
              Origin: fc.oneof(
                fc.constant(ORIGIN),
                fc.constant('null'),
                fc.constant('https://evil.example'),
                headerValue,
              ),
              Cookie: cookies(world),
              'Content-Type': fc.oneof(
                contentType.map((t) => t ?? 'application/json'),
                headerValue,
              ),
              'X-Request-Id': headerValue,
              'CF-Connecting-IP': headerValue,
              Accept: headerValue,
            },
            { requiredKeys: [] },
          ),
          async (path, method, headers) => {
            const probe: Probe = { method, path, headers: headers as Record<string, string> };
            if (method !== 'GET' && method !== 'HEAD') probe.body = '{}';
            await expectSafe(probe);
          },
        ),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'the development routes, served with APP_ENV=development',
    async () => {
      const dev: Fetcher = async (request) => app.fetch(request, { ...env, APP_ENV: 'development' });
      await fc.assert(
        fc.asyncProperty(bodyLike({ count: fc.integer({ min: -5, max: 200 }) }), contentType, async (value, type) => {
          const headers: Record<string, string> = { Origin: ORIGIN };
          if (type !== undefined) headers['Content-Type'] = type;
          await expectSafe(
            { method: 'POST', path: '/dev/beta-codes', headers, body: JSON.stringify(value) ?? '' },
            dev,
          );
        }),
        { numRuns: 25 },
      );
    },
    SLOW,
  );
});

describe('forged tokens through the fuzzer', () => {
  it('a token signed with another secret never opens the game API', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (secret) => {
        fc.pre(secret !== env.TOKEN_SECRET);
        const beta = await signToken(secret, 'beta', world.player.betaUserId);
        const status = await expectSafe({
          method: 'GET',
          path: '/api/players/me',
          headers: { Cookie: `16bars_beta=${beta}` },
        });
        expect(status).toBe(401);
      }),
      { numRuns: 25 },
    );
  });
});
