import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isPuzzleDate, nextDropAt, puzzleDay } from '../../worker/domain/puzzle-day';
import { LOSS_QUOTES, pickQuote, WIN_QUOTES } from '../../worker/domain/quotes';
import { dealTiles, guessKey } from '../../worker/domain/tiles';

describe('the puzzle day', () => {
  it('is the UTC calendar date', () => {
    expect(puzzleDay(Date.parse('2026-01-01T23:59:59.999Z'))).toBe('2026-01-01');
    expect(puzzleDay(Date.parse('2026-01-02T00:00:00Z'))).toBe('2026-01-02');
    // 20:00 in New York on Dec 31 is already Jan 1 in UTC.
    expect(puzzleDay(Date.parse('2025-12-31T20:00:00-05:00'))).toBe('2026-01-01');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
  });

  it('knows real dates', () => {
    expect(isPuzzleDate('2028-02-29')).toBe(true);
    expect(isPuzzleDate('2026-02-29')).toBe(false);
    expect(isPuzzleDate('2026-13-01')).toBe(false);
    expect(isPuzzleDate('2026-1-01')).toBe(false);
  });

  it('drops the next puzzle at the next UTC midnight', () => {
    expect(nextDropAt(Date.parse('2026-06-15T00:00:00Z'))).toBe(Date.parse('2026-06-16T00:00:00Z'));
    expect(nextDropAt(Date.parse('2026-06-15T23:59:59Z'))).toBe(Date.parse('2026-06-16T00:00:00Z'));
  });
});

describe('quotes', () => {
  it('has 10 win and 10 loss quotes', () => {
    expect(new Set(WIN_QUOTES).size).toBe(10);
    expect(new Set(LOSS_QUOTES).size).toBe(10);
  });

  it('picks by a hash of the date: stable for a date, varied across dates', () => {
    expect(pickQuote('2026-04-01', true)).toBe(pickQuote('2026-04-01', true));
    expect(WIN_QUOTES).toContain(pickQuote('2026-04-01', true));
    expect(LOSS_QUOTES).toContain(pickQuote('2026-04-01', false));
    const month = Array.from({ length: 30 }, (_, i) => pickQuote(addDays('2026-04-01', i), true));
    expect(new Set(month).size).toBeGreaterThanOrEqual(6);
  });
});

describe('tiles', () => {
  const groups = ['a', 'b', 'c', 'd'].map((g) => ({
    category: g,
    difficulty: 'easy' as const,
    members: [1, 2, 3, 4].map((n) => `${g}${n}`),
  }));

  it('deals all 16 in a stable order per seed', () => {
    const tiles = dealTiles(groups, '2026-01-01#1');
    expect([...tiles].sort()).toEqual(groups.flatMap((g) => g.members).sort());
    expect(dealTiles(groups, '2026-01-01#1')).toEqual(tiles);
    expect(dealTiles(groups, '2026-01-02#2')).not.toEqual(tiles);
  });

  it('keys a guess by its sorted, case-folded tiles', () => {
    expect(guessKey(['Nas', 'jay-z', ' Eve ', 'DMX'])).toBe('dmx,eve,jay-z,nas');
    expect(guessKey(['DMX', 'Eve', 'Nas', 'Jay-Z'])).toBe(guessKey(['jay-z', 'nas', 'eve', 'dmx']));
  });
});
