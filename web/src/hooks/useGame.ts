import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { GameStateResponse } from '../../../worker/domain/api-types';
import { GROUP_SIZE } from '../../../worker/domain/puzzle';
import { puzzleDay } from '../../../worker/domain/puzzle-day';
import { ApiError } from '../lib/api';
import { remixTiles, toggleTile } from '../lib/board';
import { sendGuess, startGame } from '../lib/game-api';
import { resumeSavedGame } from '../lib/game-record';
import { TOASTS } from '../lib/messages';
import { useSound } from '../lib/sound';
import { gameClock } from '../lib/time';
import { betaAccessAtom } from '../state/beta';
import { gameReloadAtom, type SavedGame, savedGameAtom, testDateAtom } from '../state/game';
import { finishGameAtom } from '../state/game-actions';
import { pushToastAtom } from '../state/toasts';
import { currentUserAtom } from '../state/user';

/** How long a finished board stays on screen (the last row sliding in, the toast) before the results. */
export const RESULTS_DELAY_MS = 1200;
/** The wrong-guess shake. */
export const SHAKE_MS = 250;

export type GamePhase = 'loading' | 'error' | 'ready' | 'over';

/** A test date counts only while it is still ahead of today; after midnight it is just today. */
export const activeTestDate = (testDate: string | null) => (testDate && testDate > puzzleDay() ? testDate : null);

/** The game screen's state and actions: the server decides every guess, the saved state keeps the board. */
export function useGame() {
  const [saved, setSaved] = useAtom(savedGameAtom);
  const [testDate, setTestDate] = useAtom(testDateAtom);
  const reloads = useAtomValue(gameReloadAtom);
  const finish = useSetAtom(finishGameAtom);
  const toast = useSetAtom(pushToastAtom);
  const setBetaAccess = useSetAtom(betaAccessAtom);
  const setUser = useSetAtom(currentUserAtom);
  const [, navigate] = useLocation();
  const sound = useSound();

  const [game, setGame] = useState<GameStateResponse | null>(null);
  const [phase, setPhase] = useState<GamePhase>('loading');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const [shaking, setShaking] = useState<readonly string[]>([]);
  // The game's seconds are read when needed (a saved board, the date check); only the timer on screen ticks,
  // so the board does not re-render every second.
  const clockRef = useRef<() => number>(() => 0);
  useEffect(() => {
    if (game) clockRef.current = gameClock(game);
  }, [game]);
  const elapsed = useCallback(() => clockRef.current(), []);
  const loadSeq = useRef(0);
  const timers = useRef(new Set<number>());
  const later = useCallback((run: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      run();
    }, ms);
    timers.current.add(id);
  }, []);
  // Leaving the page cancels what was still to come (the move to /results, the end of a shake).
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);
  const testDateRef = useRef(testDate);
  testDateRef.current = testDate;

  const board: SavedGame | null = game && saved?.gameId === game.gameId ? saved : null;

  const endGame = useCallback(
    (state: GameStateResponse, delay: number) => {
      finish(state);
      setPhase('over');
      later(() => navigate('/results'), delay);
    },
    [finish, navigate, later],
  );

  /** A refusal that ends the sign-in (a revoked beta access, a player the server no longer has): back to the gate. */
  const signedOut = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === 'beta_required') setBetaAccess(null);
      else if (err instanceof ApiError && err.code === 'player_required') setUser(null);
      else return false;
      return true;
    },
    [setBetaAccess, setUser],
  );

  const failed = useCallback(
    (err: unknown) => {
      signedOut(err);
      setError(err instanceof Error ? err.message : 'Please try again.');
      setPhase('error');
    },
    [signedOut],
  );

  const load = useCallback(async () => {
    const seq = ++loadSeq.current;
    setPhase('loading');
    const stored = testDateRef.current;
    const test = activeTestDate(stored);
    if (stored && !test) setTestDate(null);
    try {
      const state = await startGame(test !== null);
      if (seq !== loadSeq.current) return;
      // The board is drawn in slices that yield to the player's input, not in one long task.
      startTransition(() => {
        setGame(state);
        if (state.status !== 'in_progress') return endGame(state, 0);
        setSaved((prev) => resumeSavedGame(prev, state));
        setPhase('ready');
      });
    } catch (err) {
      if (seq === loadSeq.current) failed(err);
    }
  }, [setTestDate, endGame, failed, setSaved]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: Reset Game and test mode bump `reloads` to load anew.
  useEffect(() => {
    void load();
  }, [load, reloads]);

  const update = (patch: Partial<SavedGame>) =>
    setSaved((prev) => (prev ? { ...prev, ...patch, gameTime: elapsed() } : prev));

  const playable = phase === 'ready' && board !== null && !pending;

  function toggle(tile: string) {
    if (!playable) return;
    const next = toggleTile(board.selectedTiles, tile);
    if (next === board.selectedTiles) return;
    sound(next.length > board.selectedTiles.length ? 'tileClick' : 'deselect');
    update({ selectedTiles: [...next], gameStarted: true });
  }

  function remix() {
    if (!playable) return;
    sound('remix');
    update({ tileOrder: remixTiles(board.tileOrder), selectedTiles: [], usedShuffle: true });
  }

  function scratch() {
    if (!playable || board.selectedTiles.length === 0) return;
    sound('scratch');
    update({ selectedTiles: [], usedDeselectAll: true });
  }

  async function spit() {
    if (!playable || !game || board.selectedTiles.length !== GROUP_SIZE) return;
    const tiles = board.selectedTiles;
    sound('spit');
    setPending(true);
    try {
      const answer = await sendGuess(game.gameId, tiles);
      setGame(answer.game);
      setSaved((prev) => resumeSavedGame(prev, answer.game));
      if (answer.result === 'correct') {
        sound('correct');
        toast(TOASTS.correct(answer.group?.category ?? ''));
      } else if (answer.result === 'already_guessed') {
        toast(TOASTS.alreadyGuessed);
      } else {
        sound('incorrect');
        setShaking(tiles);
        later(() => setShaking([]), SHAKE_MS);
        const row = `guess-${Date.now()}`;
        toast(TOASTS.incorrect(row));
        if (answer.result === 'one_away') toast(TOASTS.oneAway(row));
      }
      if (answer.game.status !== 'in_progress') {
        sound(answer.game.status === 'won' ? 'win' : 'loss');
        endGame(answer.game, RESULTS_DELAY_MS);
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === 'game_over') void load();
      else if (!signedOut(err)) toast(TOASTS.guessFailed(err instanceof Error ? err.message : 'Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return {
    phase,
    error,
    game,
    board,
    elapsed,
    pending,
    shaking,
    // Shown even when tomorrow's puzzle fails to load, so the way back to today is always there.
    testDate: activeTestDate(testDate),
    actions: { toggle, remix, scratch, spit, reload: load },
  };
}
