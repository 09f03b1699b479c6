import { useState } from 'react';
import { Link } from 'wouter';
import {
  followHandle,
  type LeaderboardPeriod,
  type LeaderboardSponsor,
  leaderboardTitle,
  PERIOD_COPY,
} from '../../../worker/domain/leaderboard';
import { AppHeader } from '../components/AppHeader';
import { LeaderboardTable } from '../components/leaderboard/LeaderboardTable';
import { PANEL_ID, PeriodTabs, tabId } from '../components/leaderboard/PeriodTabs';
import { type LeaderboardState, useLeaderboard } from '../hooks/useLeaderboard';
import * as ui from '../styles/ui.css';
import * as s from './Leaderboard.css';

/** The day's sponsor line under the title: their text and a 'Follow them' handle. */
function Sponsor({ sponsor }: { sponsor: LeaderboardSponsor }) {
  const handle = followHandle(sponsor.handle);
  if (!sponsor.text && !handle) return null;
  return (
    <p className={s.sponsor}>
      {sponsor.text}
      {handle && <span className={s.follow}>Follow them: {handle}</span>}
    </p>
  );
}

function Panel({ period, state, retry }: { period: LeaderboardPeriod; state: LeaderboardState; retry: () => void }) {
  if (state.status === 'loading') {
    return (
      <p className={s.status} role="status">
        Loading leaderboard...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={`${ui.alert} ${s.error}`} role="alert">
        <p className={s.errorTitle}>Couldn't load the leaderboard</p>
        <p className={s.errorText}>{state.message}</p>
        <button type="button" className={ui.button.secondary} onClick={retry}>
          Try Again
        </button>
      </div>
    );
  }
  if (state.board.entries.length === 0) {
    return (
      <div className={s.empty}>
        <p className={s.emptyTitle}>No data available for {PERIOD_COPY[period].name} leaderboard</p>
        <p className={ui.muted}>Play more games to see rankings!</p>
      </div>
    );
  }
  return <LeaderboardTable board={state.board} />;
}

/** Spec 000 §2's leaderboard: the global boards of server-checked games, by window. */
export default function LeaderboardPage() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('daily');
  const { state, retry } = useLeaderboard(period);
  // Sold on the marketplace (phase 2); until then the API always answers null and the title stays plain.
  const sponsor = state.status === 'ready' ? state.board.sponsor : null;

  return (
    <>
      <AppHeader />
      <main className={`${ui.page} ${s.main}`}>
        <header className={s.header}>
          <h1 className={s.title}>{leaderboardTitle(sponsor)}</h1>
          {sponsor && <Sponsor sponsor={sponsor} />}
        </header>

        <PeriodTabs period={period} onChange={setPeriod} />

        <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(period)} className={s.panel}>
          <p className={s.description}>{PERIOD_COPY[period].description}</p>
          <Panel period={period} state={state} retry={retry} />
        </section>

        <nav className={s.links} aria-label="Leaderboard links">
          <Link href="/game" className={ui.button.primary}>
            Back to the Game
          </Link>
          <Link href="/stats" className={ui.button.secondary}>
            My Stats
          </Link>
        </nav>
      </main>
    </>
  );
}
