import { type KeyboardEvent, useRef } from 'react';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod, PERIOD_COPY } from '../../../../worker/domain/leaderboard';
import * as s from './Leaderboard.css';

export const tabId = (period: LeaderboardPeriod) => `leaderboard-tab-${period}`;
export const PANEL_ID = 'leaderboard-panel';

/** Which tab an arrow, Home or End key moves to; null for other keys. */
function target(key: string, index: number): number | null {
  const last = LEADERBOARD_PERIODS.length - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * Daily, Weekly, Monthly, All Time as ARIA tabs: one tab stop, arrow keys (and Home, End) move between tabs
 * and open the one they land on, as the WAI-ARIA tabs pattern with automatic activation does.
 */
export function PeriodTabs({
  period,
  onChange,
}: {
  period: LeaderboardPeriod;
  onChange: (period: LeaderboardPeriod) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = target(e.key, index);
    if (next === null) return;
    e.preventDefault();
    tabs.current[next]?.focus();
    onChange(LEADERBOARD_PERIODS[next] as LeaderboardPeriod);
  }

  return (
    <div role="tablist" aria-label="Leaderboard period" className={s.tabs}>
      {LEADERBOARD_PERIODS.map((p, index) => {
        const selected = p === period;
        return (
          <button
            key={p}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(p)}
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={s.tab}
            onClick={() => onChange(p)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {PERIOD_COPY[p].label}
          </button>
        );
      })}
    </div>
  );
}
