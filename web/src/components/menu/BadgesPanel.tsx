import { useAtomValue } from 'jotai';
import { badgeStatuses } from '../../../../worker/domain/badges';
import { puzzleDay } from '../../../../worker/domain/puzzle-day';
import { streaksOn } from '../../../../worker/domain/stats';
import { useShareBadge } from '../../hooks/useShare';
import { statsAtom } from '../../state/progress';
import * as ui from '../../styles/ui.css';
import * as b from './BadgesPanel.css';
import * as s from './menu.css';

/** All eleven badges with their earned state, streak progress, and a share button for the earned ones. */
export function BadgesPanel() {
  const stats = useAtomValue(statsAtom);
  const shareBadge = useShareBadge();
  // Stored streaks only change when a game is recorded: a day skipped since then has already broken them.
  const badges = badgeStatuses({ ...stats, ...streaksOn(stats, puzzleDay()) });
  const earned = badges.filter((badge) => badge.earned).length;
  return (
    <div className={s.panel}>
      <p className={s.text}>
        <strong>{earned}</strong> of {badges.length} earned
      </p>
      <ul className={b.list}>
        {badges.map((badge) => (
          <li key={badge.id} className={badge.earned ? b.badge : b.locked}>
            <span className={badge.earned ? b.icon : b.iconLocked} aria-hidden="true">
              {badge.icon}
            </span>
            <div>
              <p className={b.name}>
                {badge.name}
                <span className={ui.visuallyHidden}>{badge.earned ? ' (earned)' : ' (locked)'}</span>
              </p>
              <p className={b.description}>{badge.description}</p>
              {badge.progress && (
                <div className={b.progressRow}>
                  <progress
                    className={b.progress}
                    value={badge.progress.current}
                    max={badge.progress.target}
                    aria-label={`${badge.name} progress`}
                  />
                  <span className={b.progressText}>
                    {badge.progress.current}/{badge.progress.target}
                  </span>
                </div>
              )}
            </div>
            {badge.earned ? (
              <button
                type="button"
                className={b.share}
                aria-label={`Share ${badge.name}`}
                onClick={() => void shareBadge(badge)}
              >
                Share
              </button>
            ) : (
              <span className={b.status} aria-hidden="true">
                Locked
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
