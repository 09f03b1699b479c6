import { describe, expect, it, vi } from 'vitest';
import {
  createDateCheck,
  currentPuzzleDate,
  DATE_CHECK_MS,
  decideOnDate,
  isGameInProgress,
} from '../../web/src/lib/date-watcher';

const at = (iso: string) => Date.parse(iso);

describe('isGameInProgress', () => {
  const base = { gameStarted: true, solvedCount: 1, selectedCount: 0, mistakes: 0, seconds: 0 };

  it('is true for a started game with a selection, mistakes or time', () => {
    expect(isGameInProgress({ ...base, selectedCount: 2 })).toBe(true);
    expect(isGameInProgress({ ...base, mistakes: 1 })).toBe(true);
    expect(isGameInProgress({ ...base, seconds: 40 })).toBe(true);
  });

  it('is false before the first tile is picked', () => {
    expect(isGameInProgress({ ...base, gameStarted: false, seconds: 40 })).toBe(false);
  });

  it('is false once all four groups are solved', () => {
    expect(isGameInProgress({ ...base, solvedCount: 4, seconds: 40 })).toBe(false);
  });

  it('is false for a started game with nothing selected, no mistakes and no time', () => {
    expect(isGameInProgress(base)).toBe(false);
  });
});

describe('currentPuzzleDate', () => {
  it('is the UTC date, not the local one', () => {
    expect(currentPuzzleDate(at('2026-03-14T23:59:59Z'), null)).toBe('2026-03-14');
    expect(currentPuzzleDate(at('2026-03-15T00:00:00Z'), null)).toBe('2026-03-15');
  });

  it('is the test date while it lies ahead', () => {
    expect(currentPuzzleDate(at('2026-03-14T12:00:00Z'), '2026-03-15')).toBe('2026-03-15');
  });

  it('is today once the test date has arrived or passed', () => {
    expect(currentPuzzleDate(at('2026-03-15T00:00:01Z'), '2026-03-15')).toBe('2026-03-15');
    expect(currentPuzzleDate(at('2026-03-16T08:00:00Z'), '2026-03-15')).toBe('2026-03-16');
  });
});

describe('decideOnDate', () => {
  const loadedDate = '2026-03-14';

  it('does nothing on the same day', () => {
    expect(decideOnDate({ now: at('2026-03-14T23:59:00Z'), testDate: null, loadedDate, inProgress: true })).toBe(
      'unchanged',
    );
  });

  it('reloads at midnight UTC when no game is in progress', () => {
    expect(decideOnDate({ now: at('2026-03-15T00:00:05Z'), testDate: null, loadedDate, inProgress: false })).toBe(
      'reload',
    );
  });

  it('keeps the puzzle and notifies when a game is in progress', () => {
    expect(decideOnDate({ now: at('2026-03-15T00:00:05Z'), testDate: null, loadedDate, inProgress: true })).toBe(
      'notify',
    );
  });

  it('leaves a loaded test puzzle alone while the test date holds', () => {
    expect(
      decideOnDate({
        now: at('2026-03-14T10:00:00Z'),
        testDate: '2026-03-15',
        loadedDate: '2026-03-15',
        inProgress: false,
      }),
    ).toBe('unchanged');
  });

  it("goes back to today's puzzle when the test date is cleared", () => {
    expect(
      decideOnDate({ now: at('2026-03-14T10:00:00Z'), testDate: null, loadedDate: '2026-03-15', inProgress: false }),
    ).toBe('reload');
  });
});

describe('createDateCheck with an injected clock', () => {
  function watcher(inProgress: boolean) {
    let now = at('2026-03-14T23:59:30Z');
    const onNotify = vi.fn();
    const onReload = vi.fn();
    const check = createDateCheck({
      loadedDate: () => '2026-03-14',
      testDate: () => null,
      inProgress: () => inProgress,
      onNotify,
      onReload,
      now: () => now,
    });
    const advance = (ms: number) => {
      now += ms;
    };
    return { check, advance, onNotify, onReload };
  }

  it('reloads on the first check after midnight when idle', () => {
    const w = watcher(false);
    expect(w.check()).toBe('unchanged');
    w.advance(DATE_CHECK_MS);
    expect(w.check()).toBe('reload');
    expect(w.onReload).toHaveBeenCalledTimes(1);
    expect(w.onNotify).not.toHaveBeenCalled();
  });

  it('shows the new-puzzle notice once per new date, however often it checks', () => {
    const w = watcher(true);
    w.advance(DATE_CHECK_MS);
    w.check();
    w.advance(DATE_CHECK_MS);
    w.check();
    w.check();
    expect(w.onNotify).toHaveBeenCalledTimes(1);
    expect(w.onReload).not.toHaveBeenCalled();
  });

  it('does nothing while no puzzle is loaded', () => {
    const onReload = vi.fn();
    const check = createDateCheck({
      loadedDate: () => null,
      testDate: () => null,
      inProgress: () => false,
      onNotify: vi.fn(),
      onReload,
      now: () => at('2026-03-20T00:00:00Z'),
    });
    expect(check()).toBe('unchanged');
    expect(onReload).not.toHaveBeenCalled();
  });
});
