import { type LazyRoute, lazyRoute } from './lazy-route';
import type { ROUTE_MODULES } from './modules';

/**
 * The code-split pages, by path (the same files as ROUTE_MODULES, which the build's preload rules use). /beta and
 * the not-found page are in the main bundle.
 */
export const ROUTES = {
  '/start': lazyRoute(() => import('./Start')),
  '/game': lazyRoute(() => import('./Game')),
  '/results': lazyRoute(() => import('./Results')),
  '/stats': lazyRoute(() => import('./Stats')),
  '/leaderboard': lazyRoute(() => import('./Leaderboard')),
  '/feedback': lazyRoute(() => import('./Feedback')),
  '/privacy': lazyRoute(() => import('./static/Privacy')),
  '/terms': lazyRoute(() => import('./static/Terms')),
  '/advertise': lazyRoute(() => import('./static/Advertise')),
  '/blog': lazyRoute(() => import('./static/Blog')),
  '/barfights': lazyRoute(() => import('./static/BarFights')),
  '/barfightsfuture': lazyRoute(() => import('./static/BarFightsFuture')),
} satisfies Record<keyof typeof ROUTE_MODULES, LazyRoute>;

const PRELOAD_WAIT_MS = 1000;

/**
 * Waits for the page at `path` (its files are already on their way: the server sends them as preload links)
 * so the first render is the page itself; on a slow network it gives up after a second and the page shows its
 * loading state instead of a blank screen.
 */
export function preloadRoute(path: string): Promise<void> {
  const route = (ROUTES as Record<string, LazyRoute | undefined>)[path.replace(/\/+$/, '') || '/'];
  if (!route) return Promise.resolve();
  return Promise.race([
    route.preload().catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
  ]);
}
