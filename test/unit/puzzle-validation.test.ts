import { describe, expect, it } from 'vitest';
import type { PuzzleContent } from '../../worker/domain/puzzle';
import { difficultyOrder, sortByDifficulty } from '../../worker/domain/puzzle';
import { qualityScore, validatePuzzle } from '../../worker/domain/puzzle-validation';

const valid = (): PuzzleContent => ({
  winQuote: 'Four for four.',
  lossQuote: 'Run it back.',
  groups: [
    { category: 'A', difficulty: 'easy', members: ['a1', 'a2', 'a3', 'a4'] },
    { category: 'B', difficulty: 'normal', members: ['b1', 'b2', 'b3', 'b4'] },
    { category: 'C', difficulty: 'hard', members: ['c1', 'c2', 'c3', 'c4'] },
    { category: 'D', difficulty: 'tricky', members: ['d1', 'd2', 'd3', 'd4'] },
  ],
});

describe('validatePuzzle', () => {
  it('accepts 4 groups of 4 with every difficulty, distinct members and both quotes, scoring 100', () => {
    expect(validatePuzzle(valid())).toEqual({ isValid: true, errors: [], warnings: [], qualityScore: 100 });
  });

  it('rejects 3 groups with "Must have exactly 4 groups"', () => {
    const p = valid();
    p.groups.pop();
    expect(validatePuzzle(p).errors).toContain('Must have exactly 4 groups');
  });

  it('rejects a group of 3 members', () => {
    const p = valid();
    p.groups[1]?.members.pop();
    expect(validatePuzzle(p).errors).toContain('Group 2 invalid (missing category or not 4 members)');
  });

  it('rejects an empty category and a blank member', () => {
    const p = valid();
    (p.groups[0] as { category: string }).category = '  ';
    (p.groups[2] as { members: string[] }).members[0] = ' ';
    const { errors } = validatePuzzle(p);
    expect(errors).toContain('Group 1 invalid (missing category or not 4 members)');
    expect(errors).toContain('Group 3 invalid (missing category or not 4 members)');
  });

  it('rejects a missing difficulty', () => {
    const p = valid();
    (p.groups[3] as { difficulty: string }).difficulty = 'hard';
    expect(validatePuzzle(p).errors).toContain('Missing a tricky group');
  });

  it('compares members case-insensitively', () => {
    const p = valid();
    (p.groups[3] as { members: string[] }).members[0] = 'A1 ';
    const result = validatePuzzle(p);
    expect(result.isValid).toBe(false);
    expect(result.errors).toContain('Members must be distinct: A1');
  });

  it('requires both quotes', () => {
    expect(validatePuzzle({ ...valid(), lossQuote: '' }).errors).toEqual(['Win and loss quotes are required']);
  });

  it('treats garbage as invalid instead of throwing', () => {
    for (const junk of [null, undefined, 42, 'x', { groups: 'no' }, { groups: [null, 1, 'a', {}] }]) {
      expect(validatePuzzle(junk).isValid).toBe(false);
    }
  });

  it('warns about duplicated categories and long tiles', () => {
    const p = valid();
    (p.groups[1] as { category: string }).category = 'a';
    (p.groups[0] as { members: string[] }).members[0] = 'A very long tile label indeed';
    const result = validatePuzzle(p);
    expect(result.isValid).toBe(true);
    expect(result.warnings).toEqual([
      '"A very long tile label indeed" is long for a tile',
      'Categories are duplicated',
    ]);
    // 100 - 5 - 5 + 0 (categories not unique) + 5 (4 difficulties)
    expect(result.qualityScore).toBe(95);
  });
});

describe('qualityScore (spec 001 §5)', () => {
  it.each([
    [0, 0, true, 4, 100],
    [0, 0, false, 4, 100],
    [0, 0, false, 2, 100],
    [1, 0, true, 4, 95],
    [2, 1, true, 4, 70],
    [0, 3, false, 2, 85],
    [6, 0, false, 1, 0],
  ])('%i errors, %i warnings, unique %s, %i difficulties → %i', (e, w, u, d, expected) => {
    expect(qualityScore(e, w, u, d)).toBe(expected);
  });
});

describe('difficulty order', () => {
  it('is easy 0, normal 1, hard 2, tricky 3', () => {
    expect(['easy', 'normal', 'hard', 'tricky'].map((d) => difficultyOrder(d as 'easy'))).toEqual([0, 1, 2, 3]);
  });
  it('sorts groups easy to tricky', () => {
    const groups = [
      { difficulty: 'tricky' as const },
      { difficulty: 'easy' as const },
      { difficulty: 'hard' as const },
      { difficulty: 'normal' as const },
    ];
    expect(sortByDifficulty(groups).map((g) => g.difficulty)).toEqual(['easy', 'normal', 'hard', 'tricky']);
  });
});
