import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { GameStateResponse } from '../../../worker/domain/api-types';
import { getBadge } from '../../../worker/domain/badges';
import { AppHeader } from '../components/AppHeader';
import { GameControls } from '../components/game/GameControls';
import { GroupBlock } from '../components/game/GroupBlock';
import { MistakeIcons } from '../components/game/MistakeIcons';
import { TileGrid } from '../components/game/TileGrid';
import { useGame } from '../hooks/useGame';
import { useGameKeys } from '../hooks/useGameKeys';
import { isGameInProgress, useDateWatcher } from '../lib/date-watcher';
import { TOASTS } from '../lib/messages';
import { formatTimer, useElapsed } from '../lib/time';
import { testDateAtom } from '../state/game';
import { grantRegistrationBadgeAtom, leaveTestAtom } from '../state/game-actions';
import { pushToastAtom } from '../state/toasts';
import { currentUserAtom } from '../state/user';
import * as ui from '../styles/ui.css';
import * as s from './Game.css';

/** The count-up clock: the only part of the screen that changes every second. */
function GameTimer({ game }: { game: GameStateResponse }) {
  const time = formatTimer(useElapsed(game));
  return (
    <span className={s.timer} role="timer" aria-label={`Time ${time}`}>
      {time}
    </span>
  );
}

/** The puzzle: find four groups of four before the fourth mistake. */
export default function GamePage() {
  const user = useAtomValue(currentUserAtom);
  const storedTestDate = useAtomValue(testDateAtom);
  const grantRegistrationBadge = useSetAtom(grantRegistrationBadgeAtom);
  const leaveTest = useSetAtom(leaveTestAtom);
  const toast = useSetAtom(pushToastAtom);
  const { phase, error, game, board, elapsed, pending, shaking, testDate, actions } = useGame();

  // Unsigned Hype comes with joining the beta; players who joined before badges existed get it here.
  useEffect(() => {
    for (const id of grantRegistrationBadge()) {
      const badge = getBadge(id);
      toast(TOASTS.badgeUnlocked(badge.icon, badge.name));
    }
  }, [grantRegistrationBadge, toast]);

  useGameKeys(actions, phase === 'ready');

  // A Spit that solved a group or ended in a disabled button leaves keyboard focus nowhere: bring it back.
  const answered = board ? board.guessedGroups.length : 0;
  useEffect(() => {
    if (answered > 0 && document.activeElement === document.body) {
      document.querySelector<HTMLButtonElement>('[aria-label="Tiles"] button')?.focus();
    }
  }, [answered]);

  useDateWatcher({
    loadedDate: () => (phase === 'ready' ? (game?.date ?? null) : null),
    testDate: () => storedTestDate,
    inProgress: () =>
      board !== null &&
      isGameInProgress({
        gameStarted: board.gameStarted,
        solvedCount: board.solvedGroups.length,
        selectedCount: board.selectedTiles.length,
        mistakes: board.mistakes,
        seconds: elapsed(),
      }),
    onNotify: () => toast(TOASTS.newPuzzle),
    onReload: () => void actions.reload(),
  });

  return (
    <>
      <AppHeader />
      <main className={s.main}>
        {testDate && (
          <div className={s.testBanner} role="note">
            <span>Test mode: tomorrow's puzzle</span>
            <button type="button" className={s.testButton} onClick={leaveTest}>
              Back to today
            </button>
          </div>
        )}
        {phase !== 'error' && (
          // The greeting needs no server: it shows at once, and the board fills in below it.
          <header className={s.intro}>
            <p className={game ? s.puzzleNumber : s.puzzleNumberPending} aria-hidden={game ? undefined : true}>
              Puzzle #{game?.puzzleNumber ?? '0'}
            </p>
            <h1 className={s.welcome}>Welcome, {user?.nickname}!</h1>
            <p className={s.instruction}>Create four groups of four!</p>
          </header>
        )}
        {phase === 'error' ? (
          <section className={s.state} role="alert">
            <h1 className={s.stateTitle}>Something went wrong</h1>
            <p className={ui.muted}>{error}</p>
            <button type="button" className={ui.button.primary} onClick={() => void actions.reload()}>
              Try Again
            </button>
          </section>
        ) : phase === 'loading' || !game || !board ? (
          <p className={s.state} role="status">
            Loading puzzle...
          </p>
        ) : (
          <>
            <div className={s.statusBar}>
              <div>
                <span className={s.statusLabel}>Time</span>
                <GameTimer game={game} />
              </div>
              <div className={s.mistakes}>
                <span className={s.statusLabel}>Mistakes Remaining</span>
                <MistakeIcons mistakes={board.mistakes} wording="remaining" />
              </div>
            </div>
            <section className={s.board} aria-label="Board">
              {board.solvedGroups.length > 0 && (
                <ul className={ui.stackedList} aria-label="Solved groups">
                  {board.solvedGroups.map((group) => (
                    <GroupBlock key={group.category} group={group} />
                  ))}
                </ul>
              )}
              {board.tileOrder.length > 0 && (
                <TileGrid
                  tiles={board.tileOrder}
                  selected={board.selectedTiles}
                  shaking={shaking}
                  disabled={phase !== 'ready' || pending}
                  onToggle={actions.toggle}
                />
              )}
            </section>
            <GameControls
              selectedCount={board.selectedTiles.length}
              busy={phase !== 'ready'}
              onRemix={actions.remix}
              onScratch={actions.scratch}
              onSpit={() => void actions.spit()}
            />
          </>
        )}
      </main>
    </>
  );
}
