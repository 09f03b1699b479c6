import { useEffect } from 'react';
import { useLocation } from 'wouter';
import {
  ANALYTICS_LIMITS,
  type AnalyticsEvent,
  type AnalyticsEventName,
  cleanProps,
} from '../../../worker/domain/analytics';

/**
 * Spec 000 §7's analytics, batched: events wait in memory and go to POST /api/events every few seconds, and
 * when the page is hidden or left. Best effort by design: a batch that cannot be sent is dropped, never retried
 * forever, and nothing is kept in storage.
 */
const FLUSH_MS = 5000;
const ENDPOINT = '/api/events';
/** Leaves room for the {"events":[]} wrapper under the server's 8 KB limit. */
const MAX_BATCH_CHARS = ANALYTICS_LIMITS.maxBytes - 64;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Records an event; props are trimmed to what the server accepts (a flat record of short values). */
export function track(name: AnalyticsEventName, props?: Record<string, string | number | boolean>) {
  const clean = cleanProps(props);
  queue.push(clean ? { name, at: Date.now(), props: clean } : { name, at: Date.now() });
  if (queue.length >= ANALYTICS_LIMITS.maxEvents) void flush();
  else if (timer === undefined) timer = setTimeout(() => void flush(), FLUSH_MS);
}

/** Takes the next batch off the queue: at most 50 events and under 8 KB of JSON. */
function nextBatch(): string | null {
  const events: AnalyticsEvent[] = [];
  let chars = 0;
  while (queue.length > 0 && events.length < ANALYTICS_LIMITS.maxEvents) {
    const size = JSON.stringify(queue[0]).length + 1;
    if (chars + size > MAX_BATCH_CHARS && events.length > 0) break;
    const event = queue.shift() as AnalyticsEvent;
    // One event too big on its own can never be sent: skip it rather than block the queue.
    if (size > MAX_BATCH_CHARS) continue;
    events.push(event);
    chars += size;
  }
  return events.length > 0 ? JSON.stringify({ events }) : null;
}

/**
 * Sends everything queued. fetch with keepalive outlives the page and carries the Origin header that the API's
 * same-origin check wants; sendBeacon is only the fallback for browsers that refuse a keepalive request.
 */
export async function flush() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  for (let body = nextBatch(); body !== null; body = nextBatch()) {
    try {
      await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'same-origin',
      });
    } catch {
      navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }));
    }
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => void flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush();
  });
}

/** Tracks 'navigation' on every route change (the path only: query strings may carry personal details). */
export function useNavigationTracking() {
  const [path] = useLocation();
  useEffect(() => {
    track('navigation', { path });
  }, [path]);
}
