import { type ComponentType, createElement, lazy } from 'react';

/** A code-split page that can be fetched ahead of its first render. */
export interface LazyRoute {
  (): ReturnType<typeof createElement>;
  /** Fetches and evaluates the page's module; resolves once it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but once the module has been preloaded the page renders at once instead of suspending first:
 * a preloaded first page paints complete in one go, never "Loading…" and then the page.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        page = module.default;
      },
      (err: unknown) => {
        // A failed fetch (offline, a deploy that replaced the file) may be tried again on the next visit.
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: page as ComponentType })));
  const Route = () => createElement(page ?? Suspending);
  return Object.assign(Route, { preload });
}
