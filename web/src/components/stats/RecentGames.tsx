import { formatTime } from '../../../../worker/domain/share';
import type { GameSession } from '../../../../worker/domain/stats';
import { mediumUtcDate } from '../../lib/dates';
import * as ui from '../../styles/ui.css';
import * as s from './Stats.css';

const mistakesText = (n: number) => (n === 0 ? 'No mistakes' : `${n} ${n === 1 ? 'mistake' : 'mistakes'}`);

/** The newest games, newest first: puzzle, day, result (in words, not only colour), time and mistakes. */
export function RecentGames({ games }: { games: GameSession[] }) {
  if (games.length === 0) {
    return <p className={s.note}>No games yet. Finish today's puzzle and it shows up here.</p>;
  }
  return (
    <ol className={s.recent}>
      {games.map((game) => (
        <li key={game.id} className={s.recentRow}>
          <span className={s.recentWhat}>
            <span className={s.recentPuzzle}>Puzzle #{game.puzzleNumber}</span>
            <time dateTime={game.date} className={s.recentDate}>
              {/* Spec 000 §9: dates en-US. A session's date is its UTC puzzle day. */}
              {mediumUtcDate(game.date)}
            </time>
          </span>
          <span className={game.won ? s.resultWon : s.resultLost}>{game.won ? 'Won' : 'Lost'}</span>
          <span className={s.recentFigures}>
            <span className={s.recentTime}>
              <span className={ui.visuallyHidden}>Time </span>
              {formatTime(game.timeInSeconds)}
            </span>
            <span className={s.recentMistakes}>{mistakesText(game.mistakes)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
