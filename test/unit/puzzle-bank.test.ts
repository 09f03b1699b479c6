import { describe, expect, it } from 'vitest';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import { validatePuzzle } from '../../worker/domain/puzzle-validation';

describe('the puzzle bank', () => {
  it('holds at least 60 puzzles', () => {
    expect(PUZZLE_BANK.length).toBeGreaterThanOrEqual(60);
  });

  it.each(PUZZLE_BANK.map((p, i) => [i + 1, p] as const))(
    'puzzle %i passes the validator without warnings',
    (_n, puzzle) => {
      const result = validatePuzzle(puzzle);
      expect(result.errors).toEqual([]);
      expect(result.warnings).toEqual([]);
      expect(result.qualityScore).toBe(100);
    },
  );

  it('never repeats a puzzle', () => {
    const keys = PUZZLE_BANK.map((p) =>
      p.groups
        .flatMap((g) => g.members)
        .map((m) => m.toLowerCase())
        .sort()
        .join('|'),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps tile labels free of commas, which separate tiles in a guess key', () => {
    for (const p of PUZZLE_BANK) for (const g of p.groups) for (const m of g.members) expect(m).not.toContain(',');
  });
});
