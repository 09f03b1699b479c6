import { describe, expect, it } from 'vitest';
import { DIFFICULTY_MARKS, legendText, markText } from '../../web/src/lib/difficulty-marks';
import { DIFFICULTIES } from '../../worker/domain/puzzle';
import { shareText } from '../../worker/domain/share';

describe('difficulty marks (High Contrast Mode)', () => {
  it.each([
    ['easy', '● E', 'Green · Easy'],
    ['normal', '■ N', 'Blue · Normal'],
    ['hard', '▲ H', 'Yellow · Hard'],
    ['tricky', '◆ T', 'Red · Tricky'],
  ] as const)('marks %s as %s in the legend "%s"', (difficulty, mark, legend) => {
    expect(markText(difficulty)).toBe(mark);
    expect(legendText(difficulty)).toBe(legend);
  });

  it('gives every difficulty its own shape, glyph and letter, so none rests on colour', () => {
    for (const field of ['shape', 'glyph', 'letter', 'colour'] as const) {
      expect(new Set(DIFFICULTIES.map((d) => DIFFICULTY_MARKS[d][field])).size).toBe(DIFFICULTIES.length);
    }
  });

  it('uses the letters the high-contrast share text puts after each row', () => {
    const text = shareText({
      puzzleNumber: 3,
      date: '2026-03-14',
      won: true,
      timeSeconds: 90,
      mistakes: 0,
      solvedOrder: ['tricky', 'easy', 'hard', 'normal'],
      highContrast: true,
    });
    const rows = text.split('\n').filter((line) => /^(🟩|🟦|🟨|🟥)/u.test(line));
    expect(rows.map((row) => row.slice(-1))).toEqual(
      (['tricky', 'easy', 'hard', 'normal'] as const).map((d) => DIFFICULTY_MARKS[d].letter),
    );
  });

  it('leaves the share text without letters when High Contrast Mode is off', () => {
    const text = shareText({
      puzzleNumber: 3,
      date: '2026-03-14',
      won: false,
      timeSeconds: 90,
      mistakes: 4,
      solvedOrder: ['easy'],
    });
    expect(text).toContain('🟩🟩🟩🟩\n⬛⬛⬛⬛');
    expect(text).not.toMatch(/🟩 E/u);
  });
});
