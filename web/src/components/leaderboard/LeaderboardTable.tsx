import type { LeaderboardEntry, LeaderboardPeriod, LeaderboardResponse } from '../../../../worker/domain/leaderboard';
import { PERIOD_COPY } from '../../../../worker/domain/leaderboard';
import { formatTime } from '../../../../worker/domain/share';
import { longUtcDate, shortUtcDate } from '../../lib/dates';
import * as ui from '../../styles/ui.css';
import * as s from './Leaderboard.css';

const MEDALS: Record<number, { icon: string; label: string }> = {
  1: { icon: '🥇', label: 'Gold medal, 1st place' },
  2: { icon: '🥈', label: 'Silver medal, 2nd place' },
  3: { icon: '🥉', label: 'Bronze medal, 3rd place' },
};

/** The table's columns, each with the cell style its rows use too. */
const COLUMNS = [
  ['Rank', s.rankCell],
  ['Player', s.playerCell],
  ['Time', s.numberCell],
  ['Games', s.numberCell],
  ['Date', s.dateCell],
] as const;

function Rank({ rank }: { rank: number }) {
  const medal = MEDALS[rank];
  if (!medal) return <span className={s.rankNumber}>#{rank}</span>;
  return (
    <span role="img" aria-label={medal.label} className={s.medal}>
      {medal.icon}
    </span>
  );
}

function Row({ entry, period }: { entry: LeaderboardEntry; period: LeaderboardPeriod }) {
  // Over several days the average is what the window is about; on one day it equals the best time.
  const showAverage = period !== 'daily' && entry.gamesPlayed > 1;
  return (
    <tr className={entry.isCurrentPlayer ? s.you : undefined} aria-current={entry.isCurrentPlayer ? 'true' : undefined}>
      <td className={s.rankCell}>
        <Rank rank={entry.rank} />
      </td>
      <th scope="row" className={s.playerCell}>
        <span className={s.name}>{entry.displayName}</span>
        {entry.isCurrentPlayer && <span className={s.youTag}>You</span>}
      </th>
      <td className={s.numberCell}>
        {entry.totalWins > 0 ? (
          formatTime(entry.bestTime)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className={ui.visuallyHidden}>No win</span>
          </>
        )}
        {showAverage && (
          <span className={s.secondary}>
            <span className={ui.visuallyHidden}>average </span>
            <span aria-hidden="true">avg </span>
            {formatTime(entry.averageTime)}
          </span>
        )}
      </td>
      <td className={s.numberCell}>
        {entry.gamesPlayed}
        {period !== 'daily' && (
          <span className={s.secondary}>
            {Math.round(entry.winPercentage)}%<span className={ui.visuallyHidden}> won</span>
          </span>
        )}
      </td>
      <td className={s.dateCell}>
        {/* Spec 000 §9: dates en-US. Puzzle dates are UTC days, so they are shown as UTC. */}
        <time dateTime={entry.lastPlayed} title={longUtcDate(entry.lastPlayed)}>
          {shortUtcDate(entry.lastPlayed)}
        </time>
      </td>
    </tr>
  );
}

/** The top 20, and the reader's own row below them when they rank lower. */
export function LeaderboardTable({ board }: { board: LeaderboardResponse }) {
  const { period, entries, currentPlayer } = board;
  const outside = currentPlayer && !entries.some((e) => e.isCurrentPlayer) ? currentPlayer.entry : null;
  return (
    <table className={s.table}>
      <caption className={ui.visuallyHidden}>{PERIOD_COPY[period].label} leaderboard, top 20</caption>
      <thead className={s.head}>
        <tr>
          {COLUMNS.map(([label, className]) => (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <Row key={`${entry.rank}-${entry.displayName}`} entry={entry} period={period} />
        ))}
      </tbody>
      {outside && (
        <tbody>
          <tr>
            <td colSpan={5} className={s.gap}>
              <span aria-hidden="true">⋯</span>
              <span className={ui.visuallyHidden}>Your position, outside the top 20</span>
            </td>
          </tr>
          <Row entry={outside} period={period} />
        </tbody>
      )}
    </table>
  );
}
