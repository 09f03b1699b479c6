import { describe, expect, it } from 'vitest';
import { formatCountdown, formatTimer } from '../../web/src/lib/time';

describe('formatTimer (the game clock, mm:ss)', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [599, '09:59'],
    [3600, '60:00'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
    [12.9, '00:12'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatTimer(seconds)).toBe(text);
  });
});

describe('formatCountdown (Next 16 Bars Drops In, hh:mm:ss)', () => {
  it.each([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [999, '00:00:01'],
    [1000, '00:00:01'],
    [61_000, '00:01:01'],
    [3_600_000, '01:00:00'],
    [86_400_000, '24:00:00'],
    [-500, '00:00:00'],
  ])('%s ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
