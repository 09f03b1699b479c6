import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Env } from '../env';
import { clock } from './clock';
import { errorResponse } from './errors';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Slow down and try again shortly.';

export interface RateLimitRule {
  /** Names the counter, and the binding that counts it when deployed: RATE_LIMIT_<NAME> in wrangler.toml. */
  name: string;
  limit: number;
  /** The Rate Limiting binding counts per 10 or 60 seconds only. */
  periodSeconds: 10 | 60;
  /** Whose requests count together; the client's IP unless given. */
  key?: (c: Context<AppEnv>) => string;
}

/**
 * Per client and minute: several times what a person does (a claim is typed by hand; a nickname is checked and
 * registered once or twice; a guess takes seconds of thought), far below what a script guessing codes or names
 * sends. wrangler.toml's [[ratelimits]] repeat these numbers; test/unit/rate-limits.test.ts keeps them equal.
 */
export const RATE_LIMITS = {
  claim: { name: 'claim', limit: 10, periodSeconds: 60 },
  nickname: { name: 'nickname', limit: 30, periodSeconds: 60 },
  guess: { name: 'guess', limit: 120, periodSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Cloudflare sets CF-Connecting-IP on every request it forwards; only local runs lack it. */
const clientIp = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP') ?? 'local';

/**
 * RATE_LIMIT_SCALE multiplies every limit, for tests and benchmarks that send far more than a person does from
 * one address. 1 when unset or not a positive number.
 */
function rateLimitScale(env: Pick<Env, 'RATE_LIMIT_SCALE'>): number {
  const scale = Number(env.RATE_LIMIT_SCALE ?? 1);
  return scale > 0 ? scale : 1;
}

function bindingFor(env: Env, name: string): RateLimit | undefined {
  const candidate = (env as unknown as Record<string, unknown>)[`RATE_LIMIT_${name.toUpperCase()}`];
  return typeof (candidate as RateLimit | undefined)?.limit === 'function' ? (candidate as RateLimit) : undefined;
}

interface Window {
  endsAt: number;
  count: number;
}
/** This isolate's fixed windows, by rule and key. Bounded: a flood of addresses cannot grow it for ever. */
const windows = new Map<string, Window>();
const MAX_WINDOWS = 10_000;

function makeRoom(now: number) {
  for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
  // Still full within one window: drop the oldest counters rather than grow without bound.
  for (const key of windows.keys()) {
    if (windows.size < MAX_WINDOWS) break;
    windows.delete(key);
  }
}

/**
 * Counts one request against a fixed window aligned to the clock; answers the seconds until the window ends
 * when the request is over the limit, or 0 when it may go on.
 */
function countLocally(key: string, limit: number, periodSeconds: number, now: number): number {
  const periodMs = periodSeconds * 1000;
  let window = windows.get(key);
  if (!window || window.endsAt <= now) {
    if (windows.size >= MAX_WINDOWS) makeRoom(now);
    window = { endsAt: now - (now % periodMs) + periodMs, count: 0 };
    windows.set(key, window);
  }
  window.count++;
  return window.count > limit ? Math.max(1, Math.ceil((window.endsAt - now) / 1000)) : 0;
}

/**
 * Limits how often one client may call a route: 429 in the error shape with Retry-After once over. Deployed,
 * Cloudflare's Rate Limiting binding counts across the location's isolates; without it (or with the limits
 * scaled, which a binding's fixed configuration cannot follow) this isolate counts alone. A binding that fails
 * falls back to the local count: a limiter outage must not take the game down.
 */
export const rateLimit = (rule: RateLimitRule): MiddlewareHandler<AppEnv> => {
  const keyOf = rule.key ?? clientIp;
  return async (c, next) => {
    const key = keyOf(c);
    const scale = rateLimitScale(c.env);
    const binding = scale === 1 ? bindingFor(c.env, rule.name) : undefined;
    let retryAfter = 0;
    let counted = false;
    if (binding) {
      try {
        if (!(await binding.limit({ key })).success) retryAfter = rule.periodSeconds;
        counted = true;
      } catch (err) {
        console.error(
          JSON.stringify({ level: 'error', event: 'rate_limit_failed', rule: rule.name, error: String(err) }),
        );
      }
    }
    if (!counted) {
      const limit = Math.max(1, Math.floor(rule.limit * scale));
      retryAfter = countLocally(`${rule.name}:${key}`, limit, rule.periodSeconds, clock.now());
    }
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      return errorResponse(c, 429, 'rate_limited', RATE_LIMIT_MESSAGE);
    }
    await next();
  };
};
