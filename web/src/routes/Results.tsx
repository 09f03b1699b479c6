import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { sortByDifficulty } from '../../../worker/domain/puzzle';
import { addDays, puzzleDay } from '../../../worker/domain/puzzle-day';
import { pickQuote } from '../../../worker/domain/quotes';
import { formatTime } from '../../../worker/domain/share';
import { AppHeader } from '../components/AppHeader';
import { GroupBlock } from '../components/game/GroupBlock';
import { MistakeIcons } from '../components/game/MistakeIcons';
import { Countdown } from '../components/results/Countdown';
import { NewBadges } from '../components/results/NewBadges';
import * as s from '../components/results/Results.css';
import { useShareResults } from '../hooks/useShare';
import { TOASTS } from '../lib/messages';
import { hasBetaAccessAtom } from '../state/beta';
import { lastGameAtom } from '../state/game';
import { leaveTestAtom, markBadgesAnnouncedAtom, startTestAtom } from '../state/game-actions';
import { badgePopupAtom, pushToastAtom } from '../state/toasts';
import * as ui from '../styles/ui.css';

export const TEST_CONFIRM = "Test tomorrow's puzzle? This clears the saved game and results on this device.";

/** The win or loss screen for the last finished game. */
export default function ResultsPage() {
  const lastGame = useAtomValue(lastGameAtom);
  const isBeta = useAtomValue(hasBetaAccessAtom);
  const markAnnounced = useSetAtom(markBadgesAnnouncedAtom);
  const startTest = useSetAtom(startTestAtom);
  const leaveTest = useSetAtom(leaveTestAtom);
  const toast = useSetAtom(pushToastAtom);
  const share = useShareResults();
  const [, navigate] = useLocation();
  const setPopup = useSetAtom(badgePopupAtom);

  // The popup greets badges once; the NEW tags stay with the game.
  useEffect(() => {
    if (lastGame && !lastGame.badgesAnnounced) {
      setPopup(lastGame.newBadges);
      markAnnounced();
    }
  }, [lastGame, markAnnounced, setPopup]);

  if (!lastGame) return <Redirect to="/start" replace />;

  // A result from an earlier day: a new puzzle is already out.
  const newPuzzleOut = lastGame.date < puzzleDay();
  const missed = (difficulty: string) => !lastGame.solvedOrder.some((d) => d === difficulty);

  async function shareResults() {
    const earned = await share();
    if (earned.length > 0) setPopup(earned);
  }

  function backToToday() {
    navigate('/game');
    leaveTest();
  }

  function testTomorrow() {
    if (!window.confirm(TEST_CONFIRM)) return;
    navigate('/game');
    startTest(addDays(puzzleDay(), 1));
  }

  return (
    <>
      <AppHeader />
      <main className={`${ui.page} ${s.main}`}>
        <header className={s.hero}>
          <p className={s.puzzle}>
            Puzzle #{lastGame.puzzle}
            {lastGame.isTest && ' · Test run'}
          </p>
          <h1 className={lastGame.won ? s.verdict : s.verdictLose}>{lastGame.won ? 'YOU WIN!' : 'YOU LOSE'}</h1>
          <blockquote className={s.quote}>“{pickQuote(lastGame.date, lastGame.won)}”</blockquote>
        </header>

        <dl className={s.stats}>
          <div className={s.stat}>
            <dt className={s.statLabel}>Time</dt>
            <dd className={s.statValue}>{formatTime(lastGame.time)}</dd>
          </div>
          <div className={s.stat}>
            <dt className={s.statLabel}>Mistakes</dt>
            <dd className={s.statValue}>
              <MistakeIcons mistakes={lastGame.mistakes} wording="made" />
            </dd>
          </div>
        </dl>

        <section aria-labelledby="todays-groups">
          <h2 id="todays-groups" className={s.sectionTitle}>
            The groups
          </h2>
          <ul className={ui.stackedList}>
            {sortByDifficulty(lastGame.solution).map((group) => (
              <GroupBlock key={group.category} group={group} missed={missed(group.difficulty)} />
            ))}
          </ul>
        </section>

        <NewBadges ids={lastGame.newBadges} />

        <div className={s.actions}>
          {newPuzzleOut && (
            <Link href="/game" className={`${ui.button.primary} ${s.wideAction}`}>
              Play Today's Puzzle
            </Link>
          )}
          <button type="button" className={`${ui.button.primary} ${s.wideAction}`} onClick={() => void shareResults()}>
            Share Results
          </button>
          {isBeta && (
            <Link
              href={`/feedback?beta=true&puzzle=${lastGame.puzzle}&won=${lastGame.won}`}
              className={`${ui.button.secondary} ${s.wideAction}`}
            >
              Rate Today's Puzzle
            </Link>
          )}
        </div>

        <Countdown />

        <div className={s.actions}>
          <Link href="/stats" className={ui.button.secondary}>
            View Stats
          </Link>
          <button type="button" className={ui.button.secondary} onClick={() => toast(TOASTS.comingSoon)}>
            Play Past 16 Bar Puzzles
          </button>
          {lastGame.isTest ? (
            <button type="button" className={`${ui.button.ghost} ${s.wideAction}`} onClick={backToToday}>
              Back to Today's Puzzle
            </button>
          ) : (
            isBeta && (
              <button type="button" className={`${ui.button.ghost} ${s.wideAction}`} onClick={testTomorrow}>
                Test Tomorrow's Puzzle
              </button>
            )
          )}
        </div>
      </main>
    </>
  );
}
