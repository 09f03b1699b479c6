import type { BadgeDefinition } from './badges';
import { type Difficulty, GROUP_COUNT, MAX_MISTAKES } from './puzzle';
import { pickQuote } from './quotes';

export const DEFAULT_SHARE_URL = 'https://16bars.app';
const HASHTAGS = '#16Bars #HipHop #DailyPuzzle';
const UNSOLVED_ROW = '⬛⬛⬛⬛';

const SQUARES: Record<Difficulty, string> = {
  easy: '🟩🟩🟩🟩',
  normal: '🟦🟦🟦🟦',
  hard: '🟨🟨🟨🟨',
  tricky: '🟥🟥🟥🟥',
};

// Colour-blind players cannot tell the squares apart, so high contrast spells the difficulty out.
const LETTERS: Record<Difficulty, string> = { easy: 'E', normal: 'N', hard: 'H', tricky: 'T' };

export interface ShareInput {
  puzzleNumber: number;
  /** The UTC puzzle date, yyyy-mm-dd: it picks the quote. */
  date: string;
  won: boolean;
  timeSeconds: number;
  mistakes: number;
  /** Difficulties of the solved groups, in solve order. */
  solvedOrder: Difficulty[];
  /** Defaults to https://16bars.app. */
  url?: string;
  /** Add a letter after each solved row: E easy, N normal, H hard, T tricky. */
  highContrast?: boolean;
}

/** Seconds as m:ss, minutes not capped: 65 → '1:05', 0 → '0:00', 3600 → '60:00'. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The results text copied by Share Results (spec 000 §9): four blocks separated by one blank line, no trailing
 * newline. The grid always has 4 rows: solved groups in solve order, then a black row per unsolved group.
 *
 * @example
 * shareText({ puzzleNumber: 12, date: '2026-03-14', won: true, timeSeconds: 65, mistakes: 2,
 *   solvedOrder: ['normal', 'easy', 'tricky', 'hard'] })
 * // 16 BARS #12
 * // YOU WIN! in 1:05
 * // Mistakes: ❌❌
 * //
 * // "Pen game crazy. Tomorrow, do it again."      ← pickQuote('2026-03-14', true)
 * //
 * // 🟦🟦🟦🟦
 * // 🟩🟩🟩🟩
 * // 🟥🟥🟥🟥
 * // 🟨🟨🟨🟨
 * //
 * // https://16bars.app
 * // #16Bars #HipHop #DailyPuzzle
 *
 * A game without mistakes reads 'No mistakes' on the third line; a loss reads 'YOU LOSE after 3:12'.
 * With highContrast each solved row ends in its letter ('🟦🟦🟦🟦 N'); black rows get none.
 */
export function shareText(input: ShareInput): string {
  const header = [
    `16 BARS #${input.puzzleNumber}`,
    input.won ? `YOU WIN! in ${formatTime(input.timeSeconds)}` : `YOU LOSE after ${formatTime(input.timeSeconds)}`,
    mistakesLine(input.mistakes),
  ];
  return [
    header.join('\n'),
    `"${pickQuote(input.date, input.won)}"`,
    gridRows(input.solvedOrder, input.highContrast ?? false).join('\n'),
    footer(input.url),
  ].join('\n\n');
}

function mistakesLine(mistakes: number): string {
  // Stored games come from local storage; keep a damaged count from printing a wall of crosses.
  const count = Number.isFinite(mistakes) ? Math.min(MAX_MISTAKES, Math.max(0, Math.floor(mistakes))) : 0;
  return count === 0 ? 'No mistakes' : `Mistakes: ${'❌'.repeat(count)}`;
}

function gridRows(solvedOrder: readonly Difficulty[], highContrast: boolean): string[] {
  const solved = solvedOrder
    .slice(0, GROUP_COUNT)
    .map((difficulty) => (highContrast ? `${SQUARES[difficulty]} ${LETTERS[difficulty]}` : SQUARES[difficulty]));
  return [...solved, ...Array<string>(GROUP_COUNT - solved.length).fill(UNSOLVED_ROW)];
}

function footer(url: string | undefined): string {
  return `${url ?? DEFAULT_SHARE_URL}\n${HASHTAGS}`;
}

/**
 * The text copied by a badge's share button on My Stats.
 *
 * @example
 * badgeShareText(getBadge('last_stand'))
 * // 🩹 I unlocked "Through the Wire" in 16 BARS!
 * // Win on your final move, with 3 mistakes
 * //
 * // https://16bars.app
 * // #16Bars #HipHop #DailyPuzzle
 */
export function badgeShareText(
  badge: Pick<BadgeDefinition, 'name' | 'description' | 'icon'>,
  url: string = DEFAULT_SHARE_URL,
): string {
  return `${badge.icon} I unlocked "${badge.name}" in 16 BARS!\n${badge.description}\n\n${footer(url)}`;
}
