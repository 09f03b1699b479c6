import { useEffect, useRef } from 'react';
import { GROUP_COUNT } from '../../../worker/domain/puzzle';
import { puzzleDay } from '../../../worker/domain/puzzle-day';

/** Spec 000 §9: the date is checked every 30 s (and on focus and visibility). */
export const DATE_CHECK_MS = 30_000;

/** What the game knows about the player's progress, for deciding whether a new day may replace it. */
export interface GameActivity {
  gameStarted: boolean;
  solvedCount: number;
  selectedCount: number;
  mistakes: number;
  seconds: number;
}

/** Spec 000 §4: started, fewer than 4 solved, and some selection, mistakes or time. */
export function isGameInProgress(activity: GameActivity): boolean {
  return (
    activity.gameStarted &&
    activity.solvedCount < GROUP_COUNT &&
    (activity.selectedCount > 0 || activity.mistakes > 0 || activity.seconds > 0)
  );
}

/** The puzzle date the app should be on: a test date while it is still ahead of today, else today (UTC). */
export function currentPuzzleDate(now: number, testDate: string | null): string {
  const today = puzzleDay(now);
  return testDate && testDate > today ? testDate : today;
}

/** unchanged: nothing to do; notify: a new puzzle is out but the player is mid-game; reload: load the new one. */
export type DateDecision = 'unchanged' | 'notify' | 'reload';

export function decideOnDate(input: {
  now: number;
  testDate: string | null;
  loadedDate: string;
  inProgress: boolean;
}): DateDecision {
  if (currentPuzzleDate(input.now, input.testDate) === input.loadedDate) return 'unchanged';
  return input.inProgress ? 'notify' : 'reload';
}

export interface DateWatchOptions {
  /** The date of the puzzle on screen; null while none is loaded. */
  loadedDate: () => string | null;
  testDate: () => string | null;
  inProgress: () => boolean;
  onNotify: () => void;
  onReload: () => void;
  now?: () => number;
}

/**
 * One check of the date watcher. The mid-game notice is given once per new date, not on every tick.
 * Kept free of timers and the DOM so it can be driven with an injected clock.
 */
export function createDateCheck(options: DateWatchOptions): () => DateDecision {
  const now = options.now ?? Date.now;
  let notifiedFor: string | null = null;
  return () => {
    const loadedDate = options.loadedDate();
    if (!loadedDate) return 'unchanged';
    const at = now();
    const decision = decideOnDate({
      now: at,
      testDate: options.testDate(),
      loadedDate,
      inProgress: options.inProgress(),
    });
    const newDate = currentPuzzleDate(at, options.testDate());
    if (decision === 'reload') options.onReload();
    if (decision === 'notify' && notifiedFor !== newDate) {
      notifiedFor = newDate;
      options.onNotify();
    }
    return decision;
  };
}

/** Runs the date check every 30 s and whenever the window regains focus or the tab becomes visible. */
export function useDateWatcher(options: DateWatchOptions, intervalMs: number = DATE_CHECK_MS) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const check = createDateCheck({
      loadedDate: () => latest.current.loadedDate(),
      testDate: () => latest.current.testDate(),
      inProgress: () => latest.current.inProgress(),
      onNotify: () => latest.current.onNotify(),
      onReload: () => latest.current.onReload(),
      now: () => (latest.current.now ?? Date.now)(),
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = window.setInterval(check, intervalMs);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs]);
}
