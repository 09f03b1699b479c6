import { type BadgeId, getBadge } from '../../../../worker/domain/badges';
import * as ui from '../../styles/ui.css';
import * as cards from '../badges/BadgeCards.css';
import * as s from './Results.css';

/** Badges this game unlocked, each tagged NEW. */
export function NewBadges({ ids }: { ids: readonly BadgeId[] }) {
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="new-badges">
      <h2 id="new-badges" className={s.sectionTitle}>
        Badges unlocked
      </h2>
      <ul className={ui.stackedList}>
        {ids.map((id) => {
          const badge = getBadge(id);
          return (
            <li key={id} className={cards.card.page}>
              <span className={s.badgeIcon} aria-hidden="true">
                {badge.icon}
              </span>
              <div>
                <p className={s.badgeName}>{badge.name}</p>
                <p className={s.badgeDescription}>{badge.description}</p>
              </div>
              <span className={s.newTag}>NEW</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
