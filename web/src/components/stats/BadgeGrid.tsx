import type { Badge } from '../../../../worker/domain/badges';
import { useShareBadge } from '../../hooks/useShare';
import * as ui from '../../styles/ui.css';
import * as s from './Stats.css';

/** Every badge as a card: earned ones with a share button, locked ones dashed, streak badges with progress. */
export function BadgeGrid({ badges }: { badges: Badge[] }) {
  const shareBadge = useShareBadge();
  return (
    <ul className={s.badgeGrid}>
      {badges.map((badge) => (
        <li key={badge.id} className={badge.earned ? s.badge : s.badgeLocked}>
          <span className={badge.earned ? s.badgeIcon : s.badgeIconLocked} aria-hidden="true">
            {badge.icon}
          </span>
          <div className={s.badgeBody}>
            <p className={s.badgeName}>
              {badge.name}
              <span className={ui.visuallyHidden}>{badge.earned ? ' (earned)' : ' (locked)'}</span>
            </p>
            <p className={s.badgeDescription}>{badge.description}</p>
            {badge.progress && (
              <p className={s.badgeProgress}>
                <progress
                  className={s.progress}
                  value={badge.progress.current}
                  max={badge.progress.target}
                  aria-label={`${badge.name} progress`}
                />
                <span>
                  {badge.progress.current}/{badge.progress.target}
                </span>
              </p>
            )}
          </div>
          {badge.earned ? (
            <button
              type="button"
              className={s.shareButton}
              aria-label={`Share ${badge.name}`}
              onClick={() => void shareBadge(badge)}
            >
              Share
            </button>
          ) : (
            <span className={s.lockedTag} aria-hidden="true">
              Locked
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
