import { describe, expect, it } from 'vitest';
import { BADGES, getBadge } from '../../worker/domain/badges';
import { DIFFICULTIES } from '../../worker/domain/puzzle';
import { pickQuote } from '../../worker/domain/quotes';
import { badgeShareText, formatTime, type ShareInput, shareText } from '../../worker/domain/share';

const WIN_QUOTE = 'Pen game crazy. Tomorrow, do it again.';
const LOSS_QUOTE = 'Study the liner notes and come back swinging.';

const win: ShareInput = {
  puzzleNumber: 12,
  date: '2026-03-14',
  won: true,
  timeSeconds: 65,
  mistakes: 2,
  solvedOrder: ['normal', 'easy', 'tricky', 'hard'],
};

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [89, '1:29'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '60:00'],
    [6001, '100:01'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it('drops fractions of a second and never shows a negative or broken time', () => {
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(-3)).toBe('0:00');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});

describe('share text', () => {
  it('uses the quote of the day', () => {
    expect(pickQuote('2026-03-14', true)).toBe(WIN_QUOTE);
    expect(pickQuote('2026-03-14', false)).toBe(LOSS_QUOTE);
  });

  it('writes a win character for character, rows in solve order', () => {
    expect(shareText(win)).toBe(
      '16 BARS #12\n' +
        'YOU WIN! in 1:05\n' +
        'Mistakes: ❌❌\n' +
        '\n' +
        '"Pen game crazy. Tomorrow, do it again."\n' +
        '\n' +
        '🟦🟦🟦🟦\n' +
        '🟩🟩🟩🟩\n' +
        '🟥🟥🟥🟥\n' +
        '🟨🟨🟨🟨\n' +
        '\n' +
        'https://16bars.app\n' +
        '#16Bars #HipHop #DailyPuzzle',
    );
  });

  it('writes a flawless win with a line saying no mistakes', () => {
    const text = shareText({ ...win, mistakes: 0, timeSeconds: 42, solvedOrder: ['easy', 'normal', 'hard', 'tricky'] });
    expect(text).toBe(
      [
        '16 BARS #12',
        'YOU WIN! in 0:42',
        'No mistakes',
        '',
        `"${WIN_QUOTE}"`,
        '',
        '🟩🟩🟩🟩',
        '🟦🟦🟦🟦',
        '🟨🟨🟨🟨',
        '🟥🟥🟥🟥',
        '',
        'https://16bars.app',
        '#16Bars #HipHop #DailyPuzzle',
      ].join('\n'),
    );
  });

  it('writes a loss with four crosses, the loss quote and black rows for the unsolved groups', () => {
    const text = shareText({ ...win, won: false, timeSeconds: 192, mistakes: 4, solvedOrder: ['easy'] });
    expect(text).toBe(
      [
        '16 BARS #12',
        'YOU LOSE after 3:12',
        'Mistakes: ❌❌❌❌',
        '',
        `"${LOSS_QUOTE}"`,
        '',
        '🟩🟩🟩🟩',
        '⬛⬛⬛⬛',
        '⬛⬛⬛⬛',
        '⬛⬛⬛⬛',
        '',
        'https://16bars.app',
        '#16Bars #HipHop #DailyPuzzle',
      ].join('\n'),
    );
  });

  it('always has 4 rows: all black when nothing was solved', () => {
    const rows = shareText({ ...win, won: false, mistakes: 4, solvedOrder: [] }).split('\n\n')[2];
    expect(rows).toBe('⬛⬛⬛⬛\n⬛⬛⬛⬛\n⬛⬛⬛⬛\n⬛⬛⬛⬛');
  });

  it('never shows more than 4 rows or 4 crosses', () => {
    const text = shareText({ ...win, mistakes: 9, solvedOrder: ['easy', 'normal', 'hard', 'tricky', 'easy'] });
    expect(text.split('\n\n')[2]?.split('\n')).toHaveLength(4);
    expect(text).toContain('Mistakes: ❌❌❌❌\n');
    expect(shareText({ ...win, mistakes: -1 })).toContain('\nNo mistakes\n');
  });

  it('shows one cross per mistake', () => {
    expect(shareText({ ...win, mistakes: 1 }).split('\n')[2]).toBe('Mistakes: ❌');
    expect(shareText({ ...win, mistakes: 3 }).split('\n')[2]).toBe('Mistakes: ❌❌❌');
  });

  it('labels each solved row with its letter in high contrast, leaving black rows bare', () => {
    const text = shareText({
      ...win,
      won: false,
      mistakes: 4,
      solvedOrder: ['tricky', 'hard', 'easy'],
      highContrast: true,
    });
    expect(text.split('\n\n')[2]).toBe('🟥🟥🟥🟥 T\n🟨🟨🟨🟨 H\n🟩🟩🟩🟩 E\n⬛⬛⬛⬛');
    const all = shareText({ ...win, solvedOrder: [...DIFFICULTIES], highContrast: true });
    expect(all.split('\n\n')[2]).toBe('🟩🟩🟩🟩 E\n🟦🟦🟦🟦 N\n🟨🟨🟨🟨 H\n🟥🟥🟥🟥 T');
  });

  it('adds no letters when high contrast is off', () => {
    expect(shareText({ ...win, highContrast: false })).toBe(shareText(win));
  });

  it('links to the given url', () => {
    const text = shareText({ ...win, url: 'http://localhost:8787' });
    expect(text.endsWith('\n\nhttp://localhost:8787\n#16Bars #HipHop #DailyPuzzle')).toBe(true);
  });

  it('has no trailing newline and four blocks', () => {
    const text = shareText(win);
    expect(text.endsWith('\n')).toBe(false);
    expect(text.split('\n\n')).toHaveLength(4);
  });

  it('shows large puzzle numbers and long times as they are', () => {
    const header = shareText({ ...win, puzzleNumber: 1024, timeSeconds: 3600 })
      .split('\n')
      .slice(0, 2);
    expect(header).toEqual(['16 BARS #1024', 'YOU WIN! in 60:00']);
  });
});

describe('badge share text', () => {
  it('writes a badge character for character', () => {
    expect(badgeShareText(getBadge('last_stand'))).toBe(
      '🩹 I unlocked "Through the Wire" in 16 BARS!\n' +
        'Win on your final move, with 3 mistakes\n' +
        '\n' +
        'https://16bars.app\n' +
        '#16Bars #HipHop #DailyPuzzle',
    );
  });

  it('links to the given url', () => {
    expect(badgeShareText(getBadge('beta_tester'), 'https://example.test')).toBe(
      '📼 I unlocked "Unsigned Hype" in 16 BARS!\nJoin the beta\n\nhttps://example.test\n#16Bars #HipHop #DailyPuzzle',
    );
  });

  it.each(BADGES.map((b) => [b.name, b] as const))('names "%s" with its icon', (name, badge) => {
    expect(badgeShareText(badge).startsWith(`${badge.icon} I unlocked "${name}"`)).toBe(true);
  });
});
