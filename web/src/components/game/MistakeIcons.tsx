import { MAX_MISTAKES } from '../../../../worker/domain/puzzle';
import * as ui from '../../styles/ui.css';
import * as s from './MistakeIcons.css';

function Record({ spent }: { spent: boolean }) {
  if (spent) {
    return (
      <svg className={s.spent} viewBox="0 0 22 22" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M6 6l10 10M16 6L6 16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg className={s.record} viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="9.5" fill="#141414" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="#ffd23f" strokeOpacity="0.35" strokeWidth="1" />
      <circle cx="11" cy="11" r="3.5" fill="#ffd23f" />
      <circle cx="11" cy="11" r="1" fill="#111111" />
    </svg>
  );
}

/**
 * Four records, one per allowed mistake. `mistakes` made so far are crossed out; the label says it in words:
 * '3 of 4 mistakes remaining' on the game, '1 mistake' on the results.
 */
export function MistakeIcons({ mistakes, wording }: { mistakes: number; wording: 'remaining' | 'made' }) {
  const made = Math.min(MAX_MISTAKES, Math.max(0, mistakes));
  const label =
    wording === 'remaining'
      ? `${MAX_MISTAKES - made} of ${MAX_MISTAKES} mistakes remaining`
      : made === 0
        ? 'No mistakes'
        : `${made} ${made === 1 ? 'mistake' : 'mistakes'}`;
  // Mistakes are spent from the right, so what is left stays together on the left.
  const spentFrom = MAX_MISTAKES - made;
  return (
    <span className={s.row}>
      {Array.from({ length: MAX_MISTAKES }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: four fixed slots
        <Record key={i} spent={i >= spentFrom} />
      ))}
      <span className={ui.visuallyHidden}>{label}</span>
    </span>
  );
}
