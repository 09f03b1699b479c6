import type { DrizzleD1Database } from 'drizzle-orm/d1';

/** The worker's bindings and settings (wrangler.toml, .dev.vars, secrets). */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** 'development' locally; anything else is treated as production. */
  APP_ENV: string;
  /** The public origin, e.g. https://16bars.app; state-changing requests must come from it. */
  APP_ORIGIN: string;
  /** HS256 secret for player tokens and the beta cookie. */
  TOKEN_SECRET: string;
}

export interface AppVariables {
  requestId: string;
  db: DrizzleD1Database;
  /** Set by requireBeta and requirePlayer only. */
  beta: BetaIdentity;
  /** Set by requirePlayer only. */
  player: PlayerIdentity;
}

export interface BetaIdentity {
  betaUserId: string;
}
export interface PlayerIdentity extends BetaIdentity {
  playerId: number;
  nickname: string;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };

export const isDevelopment = (env: Pick<Env, 'APP_ENV'>) => env.APP_ENV === 'development';
