/** Spec 000 §7: the analytics events the app sends. Anything else is refused. */
export const ANALYTICS_EVENTS = [
  'game_start',
  'game_complete',
  'share_action',
  'settings_change',
  'navigation',
  'leaderboard_view',
  'pwa_install_prompt',
  'pwa_installed',
  'notification_permission',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** A flat record of short values: enough to slice a chart by, too small to smuggle personal data in bulk. */
export type AnalyticsProps = Record<string, string | number | boolean>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** When it happened, in the browser's clock (ms since the epoch). */
  at: number;
  props?: AnalyticsProps;
}

/** POST /api/events body: {events: AnalyticsEvent[]}. */
export interface AnalyticsBatch {
  events: AnalyticsEvent[];
}

export const ANALYTICS_LIMITS = {
  maxEvents: 50,
  maxBytes: 8 * 1024,
  maxProps: 12,
  maxKeyLength: 32,
  maxStringLength: 120,
} as const;

export const isAnalyticsEvent = (name: string): name is AnalyticsEventName =>
  (ANALYTICS_EVENTS as readonly string[]).includes(name);

/** Keeps the props the server accepts and drops the rest, so one odd value never costs the whole batch. */
export function cleanProps(props: Record<string, unknown> | undefined): AnalyticsProps | undefined {
  if (!props) return undefined;
  const out: AnalyticsProps = {};
  for (const [key, value] of Object.entries(props)) {
    if (Object.keys(out).length >= ANALYTICS_LIMITS.maxProps) break;
    if (!/^[A-Za-z0-9_]+$/.test(key) || key.length > ANALYTICS_LIMITS.maxKeyLength) continue;
    if (typeof value === 'string') out[key] = value.slice(0, ANALYTICS_LIMITS.maxStringLength);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
