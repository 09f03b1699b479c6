import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { BETA_MESSAGES, PLAYER_MESSAGES } from '../domain/messages';
import { type AppEnv, type BetaIdentity, isDevelopment, type PlayerIdentity } from '../env';
import { clock } from './clock';
import { fail } from './errors';
import { ONE_YEAR_SECONDS, signToken, verifyToken } from './tokens';

export const BETA_COOKIE = '16bars_beta';
export const PLAYER_COOKIE = '16bars_player';

const nowSeconds = () => Math.floor(clock.now() / 1000);

function cookieOptions(c: Context<AppEnv>) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: !isDevelopment(c.env),
    maxAge: ONE_YEAR_SECONDS,
  };
}

/** Spec 000 §9: the beta cookie lives one year on path / with SameSite Lax; ours is also signed and HttpOnly. */
export async function setBetaCookie(c: Context<AppEnv>, betaUserId: string) {
  const token = await signToken(c.env.TOKEN_SECRET, 'beta', betaUserId, {}, { nowSeconds: nowSeconds() });
  setCookie(c, BETA_COOKIE, token, cookieOptions(c));
}

export async function setPlayerCookie(c: Context<AppEnv>, player: PlayerIdentity) {
  const token = await signToken(
    c.env.TOKEN_SECRET,
    'player',
    String(player.playerId),
    { nickname: player.nickname, beta: player.betaUserId },
    { nowSeconds: nowSeconds() },
  );
  setCookie(c, PLAYER_COOKIE, token, cookieOptions(c));
  return token;
}

export function clearAuthCookies(c: Context<AppEnv>) {
  for (const name of [BETA_COOKIE, PLAYER_COOKIE]) deleteCookie(c, name, { path: '/', secure: !isDevelopment(c.env) });
}

export async function readBeta(c: Context<AppEnv>): Promise<BetaIdentity | null> {
  const claims = await verifyToken(c.env.TOKEN_SECRET, 'beta', getCookie(c, BETA_COOKIE), nowSeconds());
  return claims ? { betaUserId: claims.sub } : null;
}

/** Game and player APIs: 401 without a valid beta token. */
export const requireBeta: MiddlewareHandler<AppEnv> = async (c, next) => {
  const beta = await readBeta(c);
  if (!beta) return fail(401, BETA_MESSAGES.required, 'beta_required');
  c.set('beta', beta);
  await next();
};

/** The player signed in on this request for the given beta user, or null (pages any beta tester may read). */
export async function readPlayer(c: Context<AppEnv>, beta: BetaIdentity): Promise<PlayerIdentity | null> {
  const claims = await verifyToken(c.env.TOKEN_SECRET, 'player', getCookie(c, PLAYER_COOKIE), nowSeconds());
  const playerId = Number(claims?.sub);
  if (!claims || !Number.isInteger(playerId) || claims.beta !== beta.betaUserId) return null;
  return { ...beta, playerId, nickname: String(claims.nickname ?? '') };
}

/** Game APIs: a valid beta token and a player token issued to the same beta user. */
export const requirePlayer: MiddlewareHandler<
  AppEnv & { Variables: { beta: BetaIdentity; player: PlayerIdentity } }
> = async (c, next) => {
  const beta = await readBeta(c);
  if (!beta) return fail(401, BETA_MESSAGES.required, 'beta_required');
  const player = await readPlayer(c, beta);
  if (!player) return fail(401, PLAYER_MESSAGES.signInRequired, 'player_required');
  c.set('beta', beta);
  c.set('player', player);
  await next();
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** State-changing requests must come from our own pages: a cross-site form or script gets 403. */
export const sameOrigin = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('Origin');
    const allowed = origin === new URL(c.req.url).origin || origin === c.env.APP_ORIGIN;
    if (!allowed) return fail(403, 'Requests must come from the 16 Bars app.', 'bad_origin');
  }
  await next();
};
