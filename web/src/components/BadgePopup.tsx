import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { getBadge } from '../../../worker/domain/badges';
import { badgePopupAtom } from '../state/toasts';
import * as s from './BadgePopup.css';

/** Spec 000 §9: the badge popup closes on its own after 4 s. */
export const BADGE_POPUP_MS = 4000;

/**
 * Announces newly earned badges without taking focus (it sits in the toasts' live region); the close button or
 * the timer dismisses it.
 */
export function BadgePopup() {
  const [badges, setBadges] = useAtom(badgePopupAtom);
  useEffect(() => {
    if (badges.length === 0) return;
    const timer = window.setTimeout(() => setBadges([]), BADGE_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [badges, setBadges]);

  if (badges.length === 0) return null;
  return (
    <div className={s.popup}>
      <p className={s.kicker}>{badges.length === 1 ? 'Badge unlocked!' : `${badges.length} badges unlocked!`}</p>
      {badges.map((id) => {
        const badge = getBadge(id);
        return (
          <p key={id} className={s.badge}>
            <span className={s.icon} aria-hidden="true">
              {badge.icon}
            </span>
            <span className={s.name}>{badge.name}</span>
            <span className={s.description}>{badge.description}</span>
          </p>
        );
      })}
      <button type="button" className={s.close} aria-label="Close" onClick={() => setBadges([])}>
        ×
      </button>
    </div>
  );
}
