import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { ANALYTICS_EVENTS } from '../../worker/domain/analytics';
import { BETA_FEEDBACK_CATEGORIES, DIFFICULTY_ASSESSMENTS, FEEDBACK_CATEGORIES } from '../../worker/domain/feedback';
import { signToken } from '../../worker/lib/tokens';
import { bodyLike, headerValue, nastyString, nastyValue } from './fuzz-support';
import { call, insertCode, json, playerSession, seedFromToday } from './helpers';
import { RFC8291 } from './push-decrypt';

/** A code with uses to spare, so that claims get past the code checks to the e-mail and device id. */
const OPEN_CODE = 'BETA-FUZZ-0PEN';

/** What the fuzzer's requests refer to: a signed-in player with a game, and tokens of ours for nobody. */
export interface FuzzWorld {
  player: Awaited<ReturnType<typeof playerSession>>;
  gameId: string;
  tiles: string[];
  /** Tokens we signed ourselves for a beta user or player that does not exist (deleted, or another database). */
  ghosts: string[];
}

export async function makeFuzzWorld(): Promise<FuzzWorld> {
  await seedFromToday();
  await insertCode(OPEN_CODE, { maxUses: 100_000 });
  const player = await playerSession();
  const start = await call('/api/games', { method: 'POST', json: {}, headers: { Cookie: player.cookie } });
  const { gameId, tiles } = await json<{ gameId: string; tiles: string[] }>(start);
  const sign = (aud: 'beta' | 'player', sub: string, claims: Record<string, string> = {}) =>
    signToken(env.TOKEN_SECRET, aud, sub, claims);
  const ghostBeta = crypto.randomUUID();
  const realBeta = `16bars_beta=${await sign('beta', player.betaUserId)}`;
  const ghostPlayer = (sub: string, beta = player.betaUserId) => sign('player', sub, { beta });
  const ghosts = [
    `16bars_beta=${await sign('beta', ghostBeta)}`,
    `16bars_beta=${await sign('beta', ghostBeta)}; 16bars_player=${await ghostPlayer('999999', ghostBeta)}`,
    `${realBeta}; 16bars_player=${await ghostPlayer('999999')}`,
    `${realBeta}; 16bars_player=${await ghostPlayer('-1')}`,
    `${realBeta}; 16bars_player=${await ghostPlayer('9007199254740993')}`,
  ];
  return { player, gameId, tiles, ghosts };
}

/** The Cookie headers a caller may send: ours, none, tokens of ours for nobody, and every kind of forgery. */
export const cookies = ({ player, ghosts }: FuzzWorld) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(player.cookie) },
    { weight: 2, arbitrary: fc.constantFrom(...ghosts) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        player.cookie.split('; ')[0] as string,
        '16bars_beta=eyJhbGciOiJub25lIn0.e30.',
        '16bars_beta=%; 16bars_player=%E0%A4%A',
        '16bars_player=a.b.c; 16bars_beta=a.b.c',
      ),
    },
    { weight: 1, arbitrary: headerValue.map((v) => `16bars_beta=${v}; 16bars_player=${v}`) },
  );

interface JsonRoute {
  method: string;
  path: string;
  /** What a plausible body holds, field by field. */
  fields: Record<string, fc.Arbitrary<unknown>>;
}

/** Every route that reads a JSON body (worker/routes/*.ts). */
export const jsonRoutes = ({ gameId, tiles }: FuzzWorld): JsonRoute[] => [
  {
    method: 'POST',
    path: '/api/beta/claim',
    fields: {
      code: fc.oneof(fc.constant(OPEN_CODE), fc.stringMatching(/^BETA-[A-Z0-9]{4}-[A-Z0-9]{4}$/)),
      email: fc.emailAddress(),
      deviceId: fc.string({ minLength: 1, maxLength: 64 }),
    },
  },
  {
    method: 'POST',
    path: '/api/players',
    fields: { nickname: fc.stringMatching(/^[A-Za-z0-9 ._'-]{2,20}$/), deviceId: fc.string({ maxLength: 70 }) },
  },
  {
    method: 'PATCH',
    path: '/api/players/me/settings',
    fields: { showOnLeaderboard: fc.boolean(), showRealName: fc.boolean() },
  },
  { method: 'POST', path: '/api/games', fields: { test: fc.boolean() } },
  {
    method: 'POST',
    path: `/api/games/${gameId}/guesses`,
    fields: {
      tiles: fc.array(fc.oneof(fc.constantFrom(...tiles), nastyString), { maxLength: 6 }),
      idempotencyKey: fc.uuid(),
    },
  },
  {
    method: 'POST',
    path: '/api/feedback',
    fields: {
      username: fc.string({ maxLength: 45 }),
      email: fc.emailAddress(),
      category: fc.constantFrom(...FEEDBACK_CATEGORIES),
      message: fc.string({ maxLength: 2100 }),
      puzzleNumber: fc.option(fc.integer()),
    },
  },
  {
    method: 'POST',
    path: '/api/feedback/beta',
    fields: {
      rating: fc.integer({ min: 0, max: 6 }),
      difficulty: fc.constantFrom(...DIFFICULTY_ASSESSMENTS),
      category: fc.constantFrom(...BETA_FEEDBACK_CATEGORIES),
      message: fc.string(),
      won: fc.option(fc.boolean()),
    },
  },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    fields: {
      endpoint: fc.constantFrom(
        'https://fcm.googleapis.com/fcm/send/f1',
        'https://evil.example/x',
        'http://fcm.googleapis.com/x',
      ),
      expirationTime: fc.option(fc.integer()),
      keys: bodyLike({ p256dh: fc.constant(RFC8291.uaPublic), auth: fc.constant(RFC8291.authSecret) }),
    },
  },
  { method: 'DELETE', path: '/api/push/subscriptions', fields: { endpoint: fc.webUrl() } },
  {
    method: 'POST',
    path: '/api/events',
    fields: {
      events: fc.array(
        bodyLike({
          name: fc.constantFrom(...ANALYTICS_EVENTS),
          at: fc.nat(),
          props: fc.dictionary(fc.string({ maxLength: 33 }), nastyValue, { maxKeys: 14 }),
        }),
        { maxLength: 52 },
      ),
    },
  },
];

/** Each JSON route with one of its own arbitraries: `chain` keeps the value tied to its route. */
export const routeAnd = <T>(world: FuzzWorld, pick: (route: JsonRoute) => fc.Arbitrary<T>) =>
  fc
    .constantFrom(...jsonRoutes(world))
    .chain((r) => pick(r).map((value) => ({ route: { method: r.method, path: r.path }, value })));
