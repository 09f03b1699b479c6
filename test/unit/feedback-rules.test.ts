import { describe, expect, it } from 'vitest';
import { cleanProps } from '../../worker/domain/analytics';
import { betaFeedbackError, feedbackMail, feedbackPreset, generalFeedbackError } from '../../worker/domain/feedback';

const query = (q: string) => new URLSearchParams(q);

describe('feedbackPreset (spec 000 §2 query)', () => {
  it.each([
    ['', { beta: false, category: '', puzzleNumber: null, won: null }],
    ['type=advertising', { beta: false, category: 'Advertising Request' }],
    ['category=beta-application', { beta: false, category: 'Request Beta Access' }],
    ['beta=true', { beta: true, category: 'Beta Feedback', puzzleNumber: null }],
    ['beta=true&puzzle=12&won=true', { beta: true, category: 'Beta Puzzle Rating', puzzleNumber: 12, won: true }],
    ['puzzle=7&won=false', { beta: false, puzzleNumber: 7, won: false }],
    ['beta=yes&puzzle=-3&won=maybe', { beta: false, puzzleNumber: null, won: null }],
    ['puzzle=2.5', { puzzleNumber: null }],
  ])('reads "%s"', (q, expected) => {
    expect(feedbackPreset(query(q))).toMatchObject(expected);
  });
});

describe('generalFeedbackError (spec 000 §5)', () => {
  const ok = { email: 'a@b.co', category: 'Bug Report', message: 'Broken' };
  it('accepts a complete form', () => expect(generalFeedbackError(ok)).toBeNull());
  it.each([
    ['e-mail', { ...ok, email: ' ' }],
    ['category', { ...ok, category: '' }],
    ['message', { ...ok, message: '\n ' }],
  ])('asks for the %s with "Please fill in all required fields."', (_what, input) => {
    expect(generalFeedbackError(input)).toBe('Please fill in all required fields.');
  });
  it('refuses a malformed e-mail with "Invalid email address"', () => {
    expect(generalFeedbackError({ ...ok, email: 'a@b' })).toBe('Invalid email address');
  });
});

describe('betaFeedbackError (spec 000 §5)', () => {
  it('accepts a rating from 1 to 5 with a known difficulty', () => {
    for (const rating of [1, 5]) expect(betaFeedbackError({ rating, difficulty: 'Too Easy' })).toBeNull();
  });
  it.each([
    [null, 'Just Right'],
    [0, 'Just Right'],
    [6, 'Just Right'],
    [2.5, 'Just Right'],
    [3, ''],
    [3, 'Brutal'],
  ])('refuses rating %s with difficulty "%s"', (rating, difficulty) => {
    expect(betaFeedbackError({ rating, difficulty })).toBe('Please provide a rating and difficulty assessment.');
  });
});

describe('feedbackMail', () => {
  it('carries the send-feedback fields, and the rating when there is one', () => {
    const mail = feedbackMail({
      username: '',
      email: 'x@y.z',
      category: 'Beta Puzzle Rating',
      message: '',
      puzzleNumber: 4,
      rating: 2,
      difficulty: 'Too Hard',
      won: false,
    });
    expect(mail.subject).toBe('[16 Bars] Beta Puzzle Rating (puzzle #4)');
    expect(mail.text).toBe(
      'Category: Beta Puzzle Rating\nFrom: anonymous <x@y.z>\nPuzzle: 4\nRating: 2/5\nDifficulty: Too Hard\nWon: no\n\n(no message)',
    );
  });
});

describe('cleanProps (analytics)', () => {
  it('keeps short flat values and drops what the server would refuse', () => {
    expect(cleanProps({ path: '/game', n: 3, ok: true, bad: Number.NaN, 'no space': 1, nested: {} as never })).toEqual({
      path: '/game',
      n: 3,
      ok: true,
    });
    expect(cleanProps({ long: 'x'.repeat(500) })?.long).toHaveLength(120);
    expect(
      Object.keys(cleanProps(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i]))) ?? {}),
    ).toHaveLength(12);
    expect(cleanProps({})).toBeUndefined();
  });
});
