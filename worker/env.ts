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
  /** 'outbox' (default: mails stay in the mail_outbox table) or 'http' (POSTed to MAIL_HTTP_URL). */
  MAIL_TRANSPORT?: string;
  /** The sender of every mail, e.g. '16 Bars <noreply@16bars.app>'. */
  MAIL_FROM?: string;
  /** Who receives the send-feedback mails. */
  FEEDBACK_TO?: string;
  /** The mail provider's JSON endpoint and its bearer token (MAIL_TRANSPORT=http only). */
  MAIL_HTTP_URL?: string;
  MAIL_HTTP_TOKEN?: string;
  /** The external signup page that Bar Fights' Subscribe button opens. */
  MAILING_LIST_URL?: string;
  /** Web Push (VAPID): public key as base64url of the uncompressed point, private key as a JWK JSON string. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** The contact push services may use, e.g. mailto:push@16bars.app. */
  VAPID_SUBJECT?: string;
  /**
   * Cloudflare Rate Limiting bindings (wrangler.toml [[ratelimits]]), one per rule of lib/rate-limit.ts. Absent,
   * each isolate counts on its own.
   */
  RATE_LIMIT_CLAIM?: RateLimit;
  RATE_LIMIT_NICKNAME?: RateLimit;
  RATE_LIMIT_GUESS?: RateLimit;
  /** Multiplies every rate limit (tests, benchmarks); unset means 1. Not 1: the bindings are bypassed. */
  RATE_LIMIT_SCALE?: string;
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
