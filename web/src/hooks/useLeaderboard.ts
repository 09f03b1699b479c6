import { startTransition, useCallback, useEffect, useState } from 'react';
import type { LeaderboardPeriod, LeaderboardResponse } from '../../../worker/domain/leaderboard';
import { ApiError, api } from '../lib/api';

export type LeaderboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; board: LeaderboardResponse };

/** Spec 000 §9: a failed query is retried once. */
const RETRIES = 1;

async function fetchBoard(period: LeaderboardPeriod): Promise<LeaderboardResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api<LeaderboardResponse>(`/api/leaderboard?period=${period}`);
    } catch (err) {
      // A refusal (401, 400) will not change on a second try; a dropped connection or a 5xx may.
      const retryable = !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
      if (!retryable || attempt >= RETRIES) throw err;
    }
  }
}

/**
 * One window of the global leaderboard. Each window is fetched when its tab first opens and kept while the page
 * is open (no refetch on focus, as the spec's query settings say); `retry` fetches a window that failed again.
 */
export function useLeaderboard(period: LeaderboardPeriod): { state: LeaderboardState; retry: () => void } {
  const [boards, setBoards] = useState<Partial<Record<LeaderboardPeriod, LeaderboardResponse>>>({});
  const [errors, setErrors] = useState<Partial<Record<LeaderboardPeriod, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const board = boards[period];
  const loaded = board !== undefined;

  // `attempt` is a dependency only so that retry runs the effect again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (loaded) return;
    let live = true;
    setErrors((all) => ({ ...all, [period]: undefined }));
    fetchBoard(period).then(
      // The rows are drawn in slices that yield to the player's input, not in one long task.
      (next) => live && startTransition(() => setBoards((all) => ({ ...all, [period]: next }))),
      (err: unknown) => {
        const message = err instanceof Error ? err.message : 'The leaderboard could not be loaded.';
        if (live) setErrors((all) => ({ ...all, [period]: message }));
      },
    );
    return () => {
      live = false;
    };
  }, [period, loaded, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const error = errors[period];
  const state: LeaderboardState = board
    ? { status: 'ready', board }
    : error
      ? { status: 'error', message: error }
      : { status: 'loading' };
  return { state, retry };
}
