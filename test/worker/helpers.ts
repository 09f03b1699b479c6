import { env, SELF } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { betaAccessCodes } from '../../worker/db/schema';
import { seedPuzzles } from '../../worker/db/seed/seed';
import { puzzleDay } from '../../worker/domain/puzzle-day';
import { clock } from '../../worker/lib/clock';
import { forgetCachedPuzzles } from '../../worker/lib/puzzle-store';

export const ORIGIN = 'http://localhost';
export const db = () => drizzle(env.DB);

/** A request to the worker, as a browser on our origin would send it. */
export function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  if (init.method && init.method !== 'GET' && !headers.has('Origin')) headers.set('Origin', ORIGIN);
  return SELF.fetch(`${ORIGIN}${path}`, { ...init, headers, body });
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Sets the server's clock for the rest of the test file (restore with `useRealTime`). */
export function setNow(iso: string) {
  const at = Date.parse(iso);
  clock.now = () => at;
  forgetCachedPuzzles();
}

export function useRealTime() {
  clock.now = () => Date.now();
  forgetCachedPuzzles();
}

/** Seeds the bank from the clock's current UTC day. */
export const seedFromToday = () => seedPuzzles(db(), puzzleDay(clock.now()));

/** Inserts a beta code with the given state. */
export async function insertCode(code: string, fields: Partial<typeof betaAccessCodes.$inferInsert> = {}) {
  await db()
    .insert(betaAccessCodes)
    .values({ code, maxUses: 1, ...fields });
}

let codeCounter = 0;
/** A fresh, unique, valid code for one test. */
export const freshCode = (prefix = 'T') =>
  `BETA-${prefix.slice(0, 1)}${String(++codeCounter).padStart(3, '0')}-${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, '0')}`;

/** The cookies a response set, as one Cookie header value. */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Claims a fresh code and returns the beta cookie. */
export async function betaSession(email = `p${Math.random().toString(36).slice(2)}@example.com`) {
  const code = freshCode('S');
  await insertCode(code);
  const res = await call('/api/beta/claim', { method: 'POST', json: { code, email, deviceId: 'dev-test' } });
  if (res.status !== 200) throw new Error(`claim failed: ${res.status} ${await res.text()}`);
  return { cookie: cookiesOf(res), ...(await json<{ betaUserId: string }>(res)) };
}

/** A beta tester with a registered nickname: both cookies. */
export async function playerSession(nickname = `p${Math.random().toString(36).slice(2, 10)}`) {
  const beta = await betaSession();
  const res = await call('/api/players', {
    method: 'POST',
    json: { nickname, deviceId: 'dev-test' },
    headers: { Cookie: beta.cookie },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const profile = await json<{ playerId: number; nickname: string }>(res);
  return { ...profile, betaUserId: beta.betaUserId, cookie: `${beta.cookie}; ${cookiesOf(res)}` };
}
