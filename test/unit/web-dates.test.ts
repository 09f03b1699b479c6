import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localClockTime, longUtcDate, mediumUtcDate, shortUtcDate } from '../../web/src/lib/dates';

const utc = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

describe('en-US dates without Intl', () => {
  it.each([
    ['2026-03-14', 'Mar 14', 'Mar 14, 2026', 'March 14, 2026'],
    ['2026-01-01', 'Jan 1', 'Jan 1, 2026', 'January 1, 2026'],
    ['2026-12-31', 'Dec 31', 'Dec 31, 2026', 'December 31, 2026'],
    ['2028-02-29', 'Feb 29', 'Feb 29, 2028', 'February 29, 2028'],
  ])('prints %s as %s, %s and %s', (date, short, medium, long) => {
    expect(shortUtcDate(date)).toBe(short);
    expect(mediumUtcDate(date)).toBe(medium);
    expect(longUtcDate(date)).toBe(long);
  });

  it('prints every day as toLocaleDateString does', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const date = d.toISOString().slice(0, 10);
        expect(shortUtcDate(date)).toBe(utc(date, { month: 'short', day: 'numeric' }));
        expect(mediumUtcDate(date)).toBe(utc(date, { month: 'short', day: 'numeric', year: 'numeric' }));
        expect(longUtcDate(date)).toBe(utc(date, { dateStyle: 'long' }));
      }),
    );
  });

  it('turns an unreadable date into the epoch rather than throwing', () => {
    expect(shortUtcDate('not-a-date')).toBe('Jan 1');
  });

  it.each([
    [0, 0, '12:00 AM'],
    [0, 5, '12:05 AM'],
    [9, 30, '9:30 AM'],
    [12, 0, '12:00 PM'],
    [19, 5, '7:05 PM'],
    [23, 59, '11:59 PM'],
  ])('prints %i:%i local time as %s', (hours, minutes, text) => {
    expect(localClockTime(new Date(2026, 2, 14, hours, minutes))).toBe(text);
  });

  it('prints the clock as toLocaleTimeString does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minute) => {
        const at = new Date(2026, 5, 1, Math.floor(minute / 60), minute % 60);
        const expected = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }).replace(/\s/g, ' ');
        expect(localClockTime(at)).toBe(expected);
      }),
    );
  });
});
