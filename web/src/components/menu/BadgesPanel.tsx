import { useAtomValue } from 'jotai';
import { badgeStatuses } from '../../../../worker/domain/badges';
import { puzzleDay } from '../../../../worker/domain/puzzle-day';
import { streaksOn } from '../../../../worker/domain/stats';
import { statsAtom } from '../../state/progress';
import { BadgeCards } from '../badges/BadgeCards';
import * as s from './menu.css';

/** All eleven badges with their earned state, streak progress, and a share button for the earned ones. */
export function BadgesPanel() {
  const stats = useAtomValue(statsAtom);
  // Stored streaks only change when a game is recorded: a day skipped since then has already broken them.
  const badges = badgeStatuses({ ...stats, ...streaksOn(stats, puzzleDay()) });
  const earned = badges.filter((badge) => badge.earned).length;
  return (
    <div className={s.panel}>
      <p className={s.text}>
        <strong>{earned}</strong> of {badges.length} earned
      </p>
      <BadgeCards badges={badges} variant="menu" />
    </div>
  );
}
