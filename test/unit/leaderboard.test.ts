import { describe, expect, it } from 'vitest';
import {
  type CountedGame,
  compareStandings,
  countedSeconds,
  displayName,
  followHandle,
  LEADERBOARD_PERIODS,
  leaderboardTitle,
  PERIOD_COPY,
  periodRange,
  type Standing,
  summarize,
  toEntry,
} from '../../worker/domain/leaderboard';

const player = { playerId: 7, nickname: 'Nas', showRealName: true };
const won = (date: string, seconds: number): CountedGame => ({ date, won: true, seconds });
const lost = (date: string): CountedGame => ({ date, won: false, seconds: 999 });

const standing = (fields: Partial<Standing>): Standing => ({
  ...player,
  bestTime: 60,
  averageTime: 60,
  gamesPlayed: 1,
  totalWins: 1,
  lastPlayed: '2026-05-20',
  ...fields,
});

describe('periodRange: the UTC puzzle days each window covers', () => {
  it.each([
    ['daily', '2026-05-20', '2026-05-20'],
    ['weekly', '2026-05-14', '2026-05-20'],
    ['monthly', '2026-04-21', '2026-05-20'],
    ['allTime', null, '2026-05-20'],
  ] as const)('%s runs from %s to %s', (period, from, to) => {
    expect(periodRange(period, '2026-05-20')).toEqual({ from, to });
  });

  it('weekly includes today-6 and stops short of today-7, across a month end', () => {
    expect(periodRange('weekly', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });

  it('monthly spans 30 days across a leap day', () => {
    expect(periodRange('monthly', '2028-03-15')).toEqual({ from: '2028-02-15', to: '2028-03-15' });
  });
});

describe('countedSeconds: non-winners count as 999 s', () => {
  it('counts a win in whole seconds, as the player saw the clock', () => {
    expect(countedSeconds(true, 65_999)).toBe(65);
  });
  it('counts a loss as 999 s whatever its duration', () => {
    expect(countedSeconds(false, 12_000)).toBe(999);
  });
  it('counts a win without a measured duration as 999 s', () => {
    expect(countedSeconds(true, null)).toBe(999);
  });
});

describe('displayName: Show Real Name', () => {
  it('shows the nickname when the player shows their real name', () => {
    expect(displayName({ id: 12, nickname: 'Rakim', showRealName: true })).toBe('Rakim');
  });
  it('shows 16barsplayerN, N being the registry id, when they hide it', () => {
    expect(displayName({ id: 12, nickname: 'Rakim', showRealName: false })).toBe('16barsplayer12');
  });
});

describe('summarize: a player over a window', () => {
  it('takes the fastest win as the best time and the latest day as last played', () => {
    const s = summarize(player, [won('2026-05-18', 90), won('2026-05-20', 75), lost('2026-05-19')], 'allTime');
    expect(s).toMatchObject({ bestTime: 75, gamesPlayed: 3, totalWins: 2, lastPlayed: '2026-05-20' });
  });

  it('gives a player who won nothing a best time of 999 s', () => {
    expect(summarize(player, [lost('2026-05-19'), lost('2026-05-20')], 'weekly').bestTime).toBe(999);
  });

  it('averages every game for all time, a loss counting 999 s', () => {
    expect(summarize(player, [won('2026-05-19', 1), lost('2026-05-20')], 'allTime').averageTime).toBe(500);
  });

  it('averages each day’s best time for weekly and monthly', () => {
    const games = [won('2026-05-19', 100), lost('2026-05-19'), won('2026-05-20', 50)];
    expect(summarize(player, games, 'weekly').averageTime).toBe(75);
    expect(summarize(player, games, 'monthly').averageTime).toBe(75);
    expect(summarize(player, games, 'allTime').averageTime).toBeCloseTo(383, 0);
  });

  it('refuses an empty window: such a player has no standing', () => {
    expect(() => summarize(player, [], 'daily')).toThrow(RangeError);
  });
});

describe('compareStandings: best time, then average time, then win percentage, then nickname', () => {
  const sorted = (...list: Standing[]) => [...list].sort(compareStandings).map((s) => s.nickname);

  it('puts the faster best time first whatever the rest', () => {
    const a = standing({ nickname: 'a', bestTime: 61, averageTime: 61 });
    const b = standing({ nickname: 'b', bestTime: 60, averageTime: 900, totalWins: 1, gamesPlayed: 9 });
    expect(sorted(a, b)).toEqual(['b', 'a']);
  });

  it('breaks a best-time tie by the lower average', () => {
    const a = standing({ nickname: 'a', averageTime: 80 });
    const b = standing({ nickname: 'b', averageTime: 70 });
    expect(sorted(a, b)).toEqual(['b', 'a']);
  });

  it('breaks a best and average tie by the higher win percentage', () => {
    const a = standing({ nickname: 'a', totalWins: 1, gamesPlayed: 2 });
    const b = standing({ nickname: 'b', totalWins: 2, gamesPlayed: 2 });
    expect(sorted(a, b)).toEqual(['b', 'a']);
  });

  it('lists complete ties by nickname, so the order never flickers', () => {
    expect(sorted(standing({ nickname: 'Mos' }), standing({ nickname: 'Kweli' }))).toEqual(['Kweli', 'Mos']);
  });

  it('compares nicknames by code point, as SQLite compares text, not by UTF-16 unit', () => {
    // U+1D4D0 is stored in UTF-16 as 0xD835…, below U+FB00; by code point (and in SQLite) it comes after.
    expect(sorted(standing({ nickname: '𝓐ce' }), standing({ nickname: 'ﬀy' }))).toEqual(['ﬀy', '𝓐ce']);
    expect(sorted(standing({ nickname: 'Zed' }), standing({ nickname: 'Émile' }))).toEqual(['Zed', 'Émile']);
  });

  it('ranks a non-winner (999 s) below every winner', () => {
    const loser = standing({ nickname: 'a', bestTime: 999, averageTime: 999, totalWins: 0 });
    expect(sorted(loser, standing({ nickname: 'z', bestTime: 998 }))).toEqual(['z', 'a']);
  });
});

describe('toEntry: the API row', () => {
  it('rounds the win percentage and average to one decimal and hides a hidden name', () => {
    const entry = toEntry(
      standing({ showRealName: false, totalWins: 2, gamesPlayed: 3, averageTime: 100 / 3 }),
      4,
      true,
    );
    expect(entry).toEqual({
      rank: 4,
      displayName: '16barsplayer7',
      bestTime: 60,
      averageTime: 33.3,
      gamesPlayed: 3,
      totalWins: 2,
      winPercentage: 66.7,
      lastPlayed: '2026-05-20',
      isCurrentPlayer: true,
    });
  });
});

describe('tabs and sponsorship copy', () => {
  it('describes each window as the spec does', () => {
    expect(LEADERBOARD_PERIODS.map((p) => [PERIOD_COPY[p].label, PERIOD_COPY[p].description])).toEqual([
      ['Daily', "Best completion times for today's puzzle"],
      ['Weekly', 'Average of best daily times over the past 7 days'],
      ['Monthly', 'Average of best daily times over the past 30 days'],
      ['All Time', 'Overall fastest times and best averages'],
    ]);
  });

  it("titles the page 'Leaderboard' without a sponsor", () => {
    expect(leaderboardTitle(null)).toBe('Leaderboard');
  });

  it("titles the page 'Leaderboard (Sponsored by {sponsor})' on a sponsored day", () => {
    expect(leaderboardTitle({ name: 'Def Jam' })).toBe('Leaderboard (Sponsored by Def Jam)');
  });

  it.each([
    ['defjam', '@defjam'],
    ['@defjam', '@defjam'],
    ['  @@defjam ', '@defjam'],
    ['', null],
    [undefined, null],
  ])('makes the Follow them handle %j into %j', (handle, expected) => {
    expect(followHandle(handle)).toBe(expected);
  });
});
