import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { LEADERBOARD_SIZE, type LeaderboardPeriod, type Standing } from '../domain/leaderboard';
import { lastChangeAt, rankedStandings, stamp } from './leaderboard-store';

/**
 * The boards are read by everyone and change with every finished game, so the shared part is kept:
 * - the top 20 of each window in the Cache API (shared by the colo's isolates), and
 * - in this isolate, the whole order the same query produced, so a reader outside the top 20 gets their rank
 *   without a query of their own (the per-player part of an answer is still worked out on every request).
 * A copy is fresh for a few seconds and only if built after this isolate last saw the board change, so a
 * player's new result shows on their next request. A stale copy is rebuilt by one request while the others
 * of this isolate get it meanwhile: every reader queueing the same aggregation on D1 behind a finished game
 * would cost far more than a board a moment old. Ages are real time, as the Cache API's max-age is.
 */
const FRESH_MS: Record<LeaderboardPeriod, number> = { daily: 5_000, weekly: 15_000, monthly: 15_000, allTime: 15_000 };
/** How long a stale copy may still stand in while it is rebuilt. */
const KEEP_SECONDS = 300;
const CACHE_ORIGIN = 'https://leaderboard.16bars.internal';

interface CachedTop {
  builtAt: number;
  standings: Standing[];
}

interface Order extends CachedTop {
  /** Player id → index in `standings` (which holds every visible player of the window). */
  position: Map<number, number>;
}

/** A board as one request sees it. */
export interface Board {
  top: Standing[];
  /**
   * A player's rank and standing from the shared order: null when they are not on the board (hidden, or no
   * finished game in the window); undefined when this isolate holds no fresh order and only a query can tell.
   */
  find: (playerId: number) => { rank: number; standing: Standing } | null | undefined;
}

const orders = new Map<string, Order>();
const rebuilding = new Set<string>();

/** Drops this isolate's orders, as a new isolate starts (tests: the Cache API copy is then all there is). */
export function forgetBoardOrders() {
  orders.clear();
}

const unknown = () => undefined;

function fromOrder(order: Order): Board {
  return {
    top: order.standings.slice(0, LEADERBOARD_SIZE),
    find: (playerId) => {
      const i = order.position.get(playerId);
      return i === undefined ? null : { rank: i + 1, standing: order.standings[i] as Standing };
    },
  };
}

async function readCached(cache: Cache, key: string): Promise<CachedTop | null> {
  try {
    const hit = await cache.match(key);
    return hit ? ((await hit.json()) as CachedTop) : null;
  } catch {
    return null;
  }
}

/** Builds this isolate's order of a window and shares its top 20 through the Cache API. */
async function build(db: DrizzleD1Database, cache: Cache, key: string, period: LeaderboardPeriod, today: string) {
  // Stamped before the query: a game that finishes while it runs leaves this copy stale.
  const builtAt = stamp();
  const standings = await rankedStandings(db, period, today);
  const order: Order = { builtAt, standings, position: new Map(standings.map((s, i) => [s.playerId, i])) };
  // Yesterday's orders will not be read again.
  for (const old of orders.keys()) if (!old.endsWith(`/${today}`)) orders.delete(old);
  orders.set(key, order);
  const top: CachedTop = { builtAt, standings: standings.slice(0, LEADERBOARD_SIZE) };
  const copy = Response.json(top, { headers: { 'Cache-Control': `max-age=${KEEP_SECONDS}` } });
  await cache.put(key, copy).catch(() => undefined);
  return order;
}

/**
 * The board of a window for today. One request of the isolate at a time rebuilds a stale board, claiming it
 * before its first await; the others answer meanwhile from this isolate's previous order or the colo's copy.
 * When the colo's copy is fresh but this isolate has no order yet (a new isolate), the claiming request answers
 * from the copy at once and builds the order after responding (`waitUntil`). A cache that fails is skipped.
 */
export async function readBoard(
  db: DrizzleD1Database,
  period: LeaderboardPeriod,
  today: string,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<Board> {
  const key = `${CACHE_ORIGIN}/${period}/${today}`;
  const fresh = (copy: CachedTop) =>
    copy.builtAt > lastChangeAt(period, today) && Date.now() - copy.builtAt < FRESH_MS[period];
  const local = orders.get(key);
  if (local && fresh(local)) return fromOrder(local);
  const cache = caches.default;

  if (rebuilding.has(key)) {
    if (local) return fromOrder(local);
    const shared = await readCached(cache, key);
    // Nothing at hand only on an isolate's first reads, before any copy exists: then each builds its own.
    return shared ? { top: shared.standings, find: unknown } : fromOrder(await build(db, cache, key, period, today));
  }

  rebuilding.add(key);
  let release = true;
  try {
    const shared = local ? null : await readCached(cache, key);
    if (shared && fresh(shared)) {
      release = false;
      const later = build(db, cache, key, period, today).catch((err: unknown) =>
        // The next request tries again; the answer already given stands.
        console.error(JSON.stringify({ level: 'error', where: 'leaderboard build', error: String(err) })),
      );
      waitUntil(later.finally(() => rebuilding.delete(key)));
      return { top: shared.standings, find: unknown };
    }
    return fromOrder(await build(db, cache, key, period, today));
  } finally {
    if (release) rebuilding.delete(key);
  }
}
