import type { Badge } from '../../../../worker/domain/badges';
import { useShareBadge } from '../../hooks/useShare';
import * as ui from '../../styles/ui.css';
import * as s from './BadgeCards.css';

/**
 * Every badge as a card: earned ones with a share button, locked ones dashed, streak badges with progress.
 * The side menu (`menu`) and My Stats (`page`) differ only in layout and small details of the look.
 */
export function BadgeCards({ badges, variant }: { badges: Badge[]; variant: 'menu' | 'page' }) {
  const shareBadge = useShareBadge();
  return (
    <ul className={s.list[variant]}>
      {badges.map((badge) => (
        <li key={badge.id} className={badge.earned ? s.card[variant] : `${s.card[variant]} ${s.locked}`}>
          <span className={badge.earned ? s.icon : s.iconLocked} aria-hidden="true">
            {badge.icon}
          </span>
          <div className={s.body}>
            <p className={s.name}>
              {badge.name}
              <span className={ui.visuallyHidden}>{badge.earned ? ' (earned)' : ' (locked)'}</span>
            </p>
            <p className={s.description}>{badge.description}</p>
            {badge.progress && (
              <p className={s.progressRow}>
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
              className={s.share[variant]}
              aria-label={`Share ${badge.name}`}
              onClick={() => void shareBadge(badge)}
            >
              Share
            </button>
          ) : (
            <span className={s.lockedTag[variant]} aria-hidden="true">
              Locked
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
