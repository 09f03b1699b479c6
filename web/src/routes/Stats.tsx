import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { badgeStatuses } from '../../../worker/domain/badges';
import { puzzleDay } from '../../../worker/domain/puzzle-day';
import { formatTime } from '../../../worker/domain/share';
import { formatRate, mistakeDistribution, recentGames, streaksOn, winRate } from '../../../worker/domain/stats';
import { AppHeader } from '../components/AppHeader';
import { BadgeCards } from '../components/badges/BadgeCards';
import { MistakeChart } from '../components/stats/MistakeChart';
import { RecentGames } from '../components/stats/RecentGames';
import { sessionsAtom, statsAtom } from '../state/progress';
import { currentUserAtom } from '../state/user';
import * as ui from '../styles/ui.css';
import * as s from './Stats.css';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={s.section}>
      <h2 id={id} className={s.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figures({ items }: { items: [label: string, value: string | number][] }) {
  return (
    <dl className={items.length === 3 ? s.figures3 : s.figures}>
      {items.map(([label, value]) => (
        <div key={label} className={s.figure}>
          <dt className={s.figureLabel}>{label}</dt>
          <dd className={s.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Spec 000 §2's My Stats, from this device's own records (it works offline): record, streaks, performance,
 * the mistakes chart, badges and the 10 newest games.
 */
export default function StatsPage() {
  const stats = useAtomValue(statsAtom);
  const sessions = useAtomValue(sessionsAtom);
  const user = useAtomValue(currentUserAtom);
  // Stored streaks change only when a game is recorded: a day skipped since then has already broken them.
  const streaks = streaksOn(stats, puzzleDay());
  const badges = badgeStatuses({ ...stats, ...streaks });
  const earned = badges.filter((badge) => badge.earned).length;
  const played = stats.gamesPlayed > 0;

  return (
    <>
      <AppHeader />
      <main className={`${ui.page} ${s.main}`}>
        <header className={s.header}>
          <h1 className={s.title}>My Stats</h1>
          {user && (
            <p className={s.nickname}>
              Playing as <strong>{user.nickname}</strong>
            </p>
          )}
        </header>

        <Section id="stats-record" title="Win/Loss Record">
          <Figures
            items={[
              ['Wins', stats.gamesWon],
              ['Losses', stats.gamesPlayed - stats.gamesWon],
              ['Win Rate', `${formatRate(winRate(stats))}%`],
            ]}
          />
        </Section>

        <Section id="stats-streaks" title="Streaks">
          <Figures
            items={[
              ['Current Win Streak', streaks.currentWinStreak],
              ['Max Win Streak', stats.maxWinStreak],
              ['Current Play Streak', streaks.currentPlayStreak],
              ['Max Play Streak', stats.maxPlayStreak],
            ]}
          />
        </Section>

        <Section id="stats-performance" title="Performance">
          <Figures
            items={[
              ['Fastest Win', stats.fastestWin === null ? '—' : formatTime(stats.fastestWin)],
              ['Average Time', played ? formatTime(stats.averageTime) : '—'],
              ['Perfect Games', stats.perfectGames],
              ['Average Mistakes', formatRate(stats.averageMistakes)],
            ]}
          />
        </Section>

        <Section id="stats-mistakes" title="Mistakes">
          {sessions.length > 0 ? (
            <MistakeChart distribution={mistakeDistribution(sessions)} />
          ) : (
            <p className={s.note}>Finish a game to see how clean your bars are.</p>
          )}
        </Section>

        <Section
          id="stats-badges"
          title={
            <>
              Badges Earned{' '}
              <span className={s.count}>
                ({earned}/{badges.length})
              </span>
            </>
          }
        >
          <BadgeCards badges={badges} variant="page" />
        </Section>

        <Section id="stats-recent" title="Recent Games">
          <RecentGames games={recentGames(sessions)} />
        </Section>

        <nav className={s.links} aria-label="Stats links">
          <Link href="/game" className={ui.button.primary}>
            Back to the Game
          </Link>
          <Link href="/leaderboard" className={ui.button.secondary}>
            Leaderboard
          </Link>
        </nav>
      </main>
    </>
  );
}
