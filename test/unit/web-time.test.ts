import { describe, expect, it } from 'vitest';
import { formatCountdown, formatTimer, gameClock } from '../../web/src/lib/time';
import type { GameStateResponse } from '../../worker/domain/api-types';

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

describe('gameClock (the seconds a saved board and the date check read)', () => {
  const game = (status: GameStateResponse['status'], elapsedSeconds: number) =>
    ({ status, elapsedSeconds }) as GameStateResponse;

  it("counts on from the server's seconds while the game is in progress", () => {
    let now = 1_000_000;
    const clock = gameClock(game('in_progress', 42), () => now);
    expect(clock()).toBe(42);
    now += 999;
    expect(clock()).toBe(42);
    now += 1;
    expect(clock()).toBe(43);
    now += 60_000;
    expect(clock()).toBe(103);
  });

  it("stands still at the server's final time once the game is over", () => {
    let now = 1_000_000;
    const clock = gameClock(game('won', 95), () => now);
    now += 3_600_000;
    expect(clock()).toBe(95);
  });
});
