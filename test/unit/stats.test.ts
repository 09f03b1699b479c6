import { describe, expect, it } from 'vitest';
import {
  type EnhancedStats,
  emptyStats,
  formatRate,
  type GameSession,
  mistakeDistribution,
  RECENT_GAMES_LIMIT,
  recentGames,
  recordBadges,
  recordGame,
  recordShare,
  streaksOn,
  winRate,
} from '../../worker/domain/stats';

function session(overrides: Partial<GameSession> = {}): GameSession {
  const date = overrides.date ?? '2026-03-14';
  return {
    id: `game-${date}`,
    date,
    puzzleNumber: 12,
    won: true,
    timeInSeconds: 100,
    mistakes: 1,
    usedShuffle: false,
    usedDeselectAll: false,
    sharedResults: false,
    solvedOrder: ['easy', 'normal', 'hard', 'tricky'],
    timestamp: `${date}T12:00:00.000Z`,
    ...overrides,
  };
}

/** Plays days in order on top of `stats`, each written 'yyyy-mm-dd W' (a win) or 'yyyy-mm-dd L' (a loss). */
function playOn(stats: EnhancedStats, ...days: string[]): EnhancedStats {
  return days.reduce((acc, day) => {
    const [date, result] = day.split(' ');
    return recordGame(acc, session({ date, won: result === 'W', mistakes: result === 'W' ? 1 : 4 }));
  }, stats);
}

function play(...days: string[]): EnhancedStats {
  return playOn(emptyStats(), ...days);
}

describe('empty stats', () => {
  it('has every field of the spec, zeroed', () => {
    expect(emptyStats()).toEqual({
      gamesPlayed: 0,
      gamesWon: 0,
      winPercentage: 0,
      currentWinStreak: 0,
      maxWinStreak: 0,
      currentPlayStreak: 0,
      maxPlayStreak: 0,
      perfectGames: 0,
      fastestWin: null,
      averageTime: 0,
      totalTimeSpent: 0,
      totalMistakes: 0,
      averageMistakes: 0,
      shuffleUsage: 0,
      deselectAllUsage: 0,
      shareCount: 0,
      playDates: [],
      lastPlayDate: null,
      longestPlayStreak: 0,
      badgesEarned: [],
      achievementTimestamps: {},
    });
  });
});

describe('recording a game', () => {
  it('fills every field after a first win', () => {
    const stats = recordGame(emptyStats(), session({ timeInSeconds: 75, mistakes: 0, usedShuffle: true }));
    expect(stats).toEqual({
      ...emptyStats(),
      gamesPlayed: 1,
      gamesWon: 1,
      winPercentage: 100,
      currentWinStreak: 1,
      maxWinStreak: 1,
      currentPlayStreak: 1,
      maxPlayStreak: 1,
      longestPlayStreak: 1,
      perfectGames: 1,
      fastestWin: 75,
      averageTime: 75,
      totalTimeSpent: 75,
      shuffleUsage: 1,
      playDates: ['2026-03-14'],
      lastPlayDate: '2026-03-14',
    });
  });

  it('does not change the stats it was given', () => {
    const before = Object.freeze({ ...emptyStats(), playDates: Object.freeze(['2026-03-13']) as string[] });
    const after = recordGame(before, session());
    expect(before.gamesPlayed).toBe(0);
    expect(before.playDates).toEqual(['2026-03-13']);
    expect(after.playDates).toEqual(['2026-03-13', '2026-03-14']);
  });

  it('keeps totals and unrounded averages over wins and losses', () => {
    const stats = [
      session({ date: '2026-03-12', timeInSeconds: 200, mistakes: 2, usedDeselectAll: true }),
      session({ date: '2026-03-13', timeInSeconds: 90, mistakes: 4, won: false, usedShuffle: true }),
      session({ date: '2026-03-14', timeInSeconds: 61, mistakes: 0, usedShuffle: true, usedDeselectAll: true }),
    ].reduce(recordGame, emptyStats());
    expect(stats).toMatchObject({
      gamesPlayed: 3,
      gamesWon: 2,
      perfectGames: 1,
      totalTimeSpent: 351,
      averageTime: 117,
      totalMistakes: 6,
      averageMistakes: 2,
      shuffleUsage: 2,
      deselectAllUsage: 2,
      fastestWin: 61,
    });
    expect(stats.winPercentage).toBeCloseTo(66.6667, 3);
    expect(formatRate(stats.winPercentage)).toBe('66.7');
  });

  it('keeps fastestWin null until a win, and ignores faster losses', () => {
    const lost = recordGame(emptyStats(), session({ won: false, mistakes: 4, timeInSeconds: 20 }));
    expect(lost.fastestWin).toBeNull();
    const won = recordGame(lost, session({ date: '2026-03-15', timeInSeconds: 140 }));
    expect(won.fastestWin).toBe(140);
    expect(recordGame(won, session({ date: '2026-03-16', timeInSeconds: 150 })).fastestWin).toBe(140);
    expect(recordGame(won, session({ date: '2026-03-16', timeInSeconds: 88 })).fastestWin).toBe(88);
  });

  it('leaves the share count to recordShare', () => {
    expect(recordGame(emptyStats(), session({ sharedResults: true })).shareCount).toBe(0);
  });

  it('rejects a session whose date is not a puzzle date', () => {
    expect(() => recordGame(emptyStats(), session({ date: '2026-02-30' }))).toThrow(RangeError);
    expect(() => recordGame(emptyStats(), session({ date: '14/03/2026' }))).toThrow(RangeError);
  });
});

describe('play streak: consecutive UTC puzzle days', () => {
  it('extends across a month end', () => {
    expect(play('2026-01-30 W', '2026-01-31 L', '2026-02-01 W').currentPlayStreak).toBe(3);
  });

  it('extends across a year end', () => {
    const stats = play('2026-12-30 L', '2026-12-31 L', '2027-01-01 W', '2027-01-02 W');
    expect(stats).toMatchObject({ currentPlayStreak: 4, maxPlayStreak: 4, lastPlayDate: '2027-01-02' });
  });

  it('extends through a leap day', () => {
    expect(play('2028-02-28 W', '2028-02-29 W', '2028-03-01 W').currentPlayStreak).toBe(3);
    expect(play('2026-02-28 W', '2026-03-01 W').currentPlayStreak).toBe(2);
  });

  it('resets to 1 after a gap of a day or more, keeping the longest', () => {
    const stats = play('2026-03-01 W', '2026-03-02 W', '2026-03-03 W', '2026-03-05 W');
    expect(stats).toMatchObject({ currentPlayStreak: 1, maxPlayStreak: 3, longestPlayStreak: 3 });
    expect(playOn(play('2026-01-31 W'), '2026-03-05 W').currentPlayStreak).toBe(1);
  });

  it('does not double count the same date played twice', () => {
    const once = play('2026-03-13 W', '2026-03-14 W');
    const twice = playOn(once, '2026-03-14 L');
    expect(twice).toMatchObject({ currentPlayStreak: 2, gamesPlayed: 3, playDates: ['2026-03-13', '2026-03-14'] });
  });

  it('joins an earlier date into the play dates and recomputes the runs', () => {
    const stats = play('2026-03-11 W', '2026-03-13 W', '2026-03-14 W', '2026-03-12 L');
    expect(stats).toMatchObject({
      playDates: ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'],
      lastPlayDate: '2026-03-14',
      currentPlayStreak: 4,
      maxPlayStreak: 4,
    });
  });
});

describe('win streak: consecutive puzzle days, each won', () => {
  it('grows with each day won, across a year end', () => {
    const stats = play('2026-12-30 W', '2026-12-31 W', '2027-01-01 W');
    expect(stats).toMatchObject({ currentWinStreak: 3, maxWinStreak: 3 });
  });

  it('resets to 0 on a loss and restarts at 1 with the next win', () => {
    const lost = play('2026-01-30 W', '2026-01-31 W', '2026-02-01 L');
    expect(lost).toMatchObject({ currentWinStreak: 0, maxWinStreak: 2 });
    expect(playOn(lost, '2026-02-02 W')).toMatchObject({ currentWinStreak: 1, maxWinStreak: 2 });
  });

  it('restarts at 1 when a day was skipped', () => {
    const stats = play('2026-02-27 W', '2026-02-28 W', '2026-03-02 W');
    expect(stats).toMatchObject({ currentWinStreak: 1, maxWinStreak: 2 });
  });

  it('counts only the first game of a date: a replay neither breaks nor extends it', () => {
    const won = play('2026-03-13 W', '2026-03-14 W');
    expect(playOn(won, '2026-03-14 L').currentWinStreak).toBe(2);
    const lost = play('2026-03-13 W', '2026-03-14 L');
    expect(playOn(lost, '2026-03-14 W').currentWinStreak).toBe(0);
  });

  it('leaves the win streak alone for an earlier date', () => {
    const stats = play('2026-03-13 W', '2026-03-14 W', '2026-03-01 L');
    expect(stats).toMatchObject({ currentWinStreak: 2, lastPlayDate: '2026-03-14' });
  });
});

describe('streaks as they stand today', () => {
  const stats = play('2026-03-13 W', '2026-03-14 W');

  it('keeps them when the last play was today or yesterday', () => {
    expect(streaksOn(stats, '2026-03-14')).toEqual({ currentWinStreak: 2, currentPlayStreak: 2 });
    expect(streaksOn(stats, '2026-03-15')).toEqual({ currentWinStreak: 2, currentPlayStreak: 2 });
  });

  it('shows them broken after a skipped day, and for a new player', () => {
    expect(streaksOn(stats, '2026-03-16')).toEqual({ currentWinStreak: 0, currentPlayStreak: 0 });
    expect(streaksOn(emptyStats(), '2026-03-16')).toEqual({ currentWinStreak: 0, currentPlayStreak: 0 });
  });
});

describe('shares and badges', () => {
  it('counts shares without changing the stats given', () => {
    const before = emptyStats();
    expect(recordShare(recordShare(before)).shareCount).toBe(2);
    expect(before.shareCount).toBe(0);
  });

  it('stores badges by name with the time they were earned, first time kept', () => {
    const first = recordBadges(emptyStats(), ['last_stand', 'first_win'], '2026-03-14T12:00:00.000Z');
    expect(first.badgesEarned).toEqual(['The First 16', 'Through the Wire']);
    const again = recordBadges(first, ['first_win', 'night_owl', 'night_owl'], '2026-03-15T00:01:00.000Z');
    expect(again.badgesEarned).toEqual(['The First 16', 'Through the Wire', 'Midnight Marauder']);
    expect(again.achievementTimestamps).toEqual({
      'The First 16': '2026-03-14T12:00:00.000Z',
      'Through the Wire': '2026-03-14T12:00:00.000Z',
      'Midnight Marauder': '2026-03-15T00:01:00.000Z',
    });
    expect(first.badgesEarned).toHaveLength(2);
  });
});

describe('display helpers', () => {
  it('computes the win rate, 0 before any game', () => {
    expect(winRate({ gamesPlayed: 0, gamesWon: 0 })).toBe(0);
    expect(winRate({ gamesPlayed: 4, gamesWon: 3 })).toBe(75);
  });

  it.each([
    [200 / 3, '66.7'],
    [100 / 3, '33.3'],
    [100, '100.0'],
    [0, '0.0'],
    [2, '2.0'],
    [0.25, '0.3'],
    [1.05, '1.1'],
    [Number.NaN, '0.0'],
  ])('formats %d to one decimal as %s', (value, text) => {
    expect(formatRate(value)).toBe(text);
  });

  it('counts wins by 0, 1, 2 and 3 mistakes, and losses', () => {
    const sessions = [0, 0, 1, 3, 3, 3].map((mistakes) => session({ mistakes }));
    sessions.push(session({ won: false, mistakes: 4 }), session({ won: false, mistakes: 4 }));
    expect(mistakeDistribution(sessions)).toEqual({ 0: 2, 1: 1, 2: 0, 3: 3, lost: 2 });
    expect(mistakeDistribution([])).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0, lost: 0 });
  });

  it('lists the 10 newest games, newest first, without reordering the list given', () => {
    const sessions = Array.from({ length: 14 }, (_, i) =>
      session({ date: `2026-03-${String(i + 1).padStart(2, '0')}` }),
    );
    const shuffled = [...sessions.slice(7), ...sessions.slice(0, 7)];
    const recent = recentGames(shuffled, RECENT_GAMES_LIMIT);
    expect(recent.map((s) => s.date)).toEqual(
      sessions
        .slice(4)
        .reverse()
        .map((s) => s.date),
    );
    expect(shuffled[0]?.date).toBe('2026-03-08');
    expect(recentGames(sessions)).toHaveLength(10);
    expect(recentGames(sessions, 3).map((s) => s.date)).toEqual(['2026-03-14', '2026-03-13', '2026-03-12']);
  });

  it('puts the later-recorded game first when two finished at the same time', () => {
    const a = session({ id: 'a' });
    const b = session({ id: 'b' });
    expect(recentGames([a, b]).map((s) => s.id)).toEqual(['b', 'a']);
  });
});
