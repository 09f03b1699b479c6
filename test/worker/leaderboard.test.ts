import { describe, expect, it } from 'vitest';
import { gameSessions } from '../../worker/db/schema';
import { LEADERBOARD_PERIODS, type LeaderboardResponse } from '../../worker/domain/leaderboard';
import { call, db, json, playerSession, setNow } from './helpers';
import { board, day, names, play, player, TODAY, unique, withEmptyBoards } from './leaderboard-helpers';

withEmptyBoards();

describe('GET /api/leaderboard: access and shape', () => {
  it('answers 401 without beta access', async () => {
    const res = await call('/api/leaderboard?period=daily');
    expect(res.status).toBe(401);
  });

  it('answers 400 for an unknown period and 405 for other methods', async () => {
    const { cookie } = await playerSession();
    expect((await call('/api/leaderboard?period=yearly', { headers: { Cookie: cookie } })).status).toBe(400);
    expect((await call('/api/leaderboard', { method: 'POST', headers: { Cookie: cookie } })).status).toBe(405);
  });

  it('gives a ranked player their rows, today’s date, no sponsor and no shared caching', async () => {
    const me = await playerSession();
    await play(me.playerId, TODAY, 75);
    const res = await call('/api/leaderboard?period=daily', { headers: { Cookie: me.cookie } });
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const body = await json<LeaderboardResponse>(res);
    const entry = {
      rank: 1,
      displayName: me.nickname,
      bestTime: 75,
      averageTime: 75,
      gamesPlayed: 1,
      totalWins: 1,
      winPercentage: 100,
      lastPlayed: TODAY,
      isCurrentPlayer: true,
    };
    expect(body).toEqual({
      period: 'daily',
      date: TODAY,
      sponsor: null,
      entries: [entry],
      currentPlayer: { rank: 1, entry },
    });
  });

  it('reads the board for a beta tester without a nickname, marking nobody', async () => {
    const other = await player();
    await play(other.id, TODAY, 80);
    const body = await board('daily');
    expect(body.entries.map((e) => e.isCurrentPlayer)).toEqual([false]);
    expect(body.currentPlayer).toBeNull();
  });
});

describe('windows end at UTC midnight', () => {
  it('counts a game on the last second of a day on that day only, and the next day’s from its first second', async () => {
    const late = await player();
    const early = await player();
    await play(late.id, day(-1), 70);
    await play(early.id, TODAY, 90);
    setNow(`${day(-1)}T23:59:59Z`);
    expect(names(await board('daily'))).toEqual([late.nickname]);
    setNow(`${TODAY}T00:00:00Z`);
    expect(names(await board('daily'))).toEqual([early.nickname]);
  });

  it('weekly includes today-6 and excludes today-7; monthly includes today-29 and excludes today-30', async () => {
    const [d6, d7, d29, d30] = [await player(), await player(), await player(), await player()];
    await play(d6.id, day(-6), 60);
    await play(d7.id, day(-7), 61);
    await play(d29.id, day(-29), 62);
    await play(d30.id, day(-30), 63);
    expect(names(await board('daily'))).toEqual([]);
    expect(names(await board('weekly'))).toEqual([d6.nickname]);
    expect(names(await board('monthly'))).toEqual([d6.nickname, d7.nickname, d29.nickname]);
    expect(names(await board('allTime'))).toEqual([d6.nickname, d7.nickname, d29.nickname, d30.nickname]);
  });
});

describe('order: best time, then average, then win percentage, then nickname', () => {
  it('ranks ties as the spec orders them', async () => {
    const fastest = await player({ nickname: unique('zz') });
    const lowerAverage = await player();
    const higherWinRate = await player();
    const [tieA, tieB] = [await player({ nickname: unique('tieA') }), await player({ nickname: unique('tieB') })];
    await play(fastest.id, day(-1), 59);
    await play(fastest.id, TODAY, 990);
    // Best 60 for everyone below; averages 80 vs 529.5; then 100% vs 50% at 529.5.
    await play(lowerAverage.id, day(-1), 60);
    await play(lowerAverage.id, TODAY, 100);
    await play(higherWinRate.id, day(-1), 60);
    await play(higherWinRate.id, TODAY, 999);
    for (const tie of [tieB, tieA]) {
      await play(tie.id, day(-1), 60);
      await play(tie.id, TODAY, 'lost');
    }
    const body = await board('weekly');
    expect(names(body)).toEqual([
      fastest.nickname,
      lowerAverage.nickname,
      higherWinRate.nickname,
      tieA.nickname,
      tieB.nickname,
    ]);
    expect(body.entries.map((e) => [e.rank, e.bestTime, e.averageTime, e.winPercentage])).toEqual([
      [1, 59, 524.5, 100],
      [2, 60, 80, 100],
      [3, 60, 529.5, 100],
      [4, 60, 529.5, 50],
      [5, 60, 529.5, 50],
    ]);
  });

  it('counts a player who won nothing as 999 s, below even a slow winner', async () => {
    const loser = await player();
    const slow = await player();
    await play(loser.id, TODAY, 'lost');
    await play(slow.id, TODAY, 900);
    const body = await board('daily');
    expect(body.entries.map((e) => [e.displayName, e.bestTime, e.averageTime, e.totalWins, e.winPercentage])).toEqual([
      [slow.nickname, 900, 900, 1, 100],
      [loser.nickname, 999, 999, 0, 0],
    ]);
  });
});

describe('what counts', () => {
  it('leaves out test plays and unfinished games', async () => {
    const tester = await player();
    const playing = await player();
    const real = await player();
    await play(tester.id, day(1), 30, { isTest: true });
    await play(tester.id, TODAY, 31, { isTest: true });
    await db()
      .insert(gameSessions)
      .values({ id: unique('open-'), playerId: playing.id, puzzleDate: TODAY, puzzleNumber: 1, startedAt: 0 });
    await play(real.id, TODAY, 95);
    for (const period of LEADERBOARD_PERIODS) expect(names(await board(period))).toEqual([real.nickname]);
  });
});

describe('privacy', () => {
  it('leaves a hidden player out of every window, their own view included', async () => {
    const hidden = await playerSession();
    const visible = await player();
    await play(hidden.playerId, TODAY, 40);
    await play(visible.id, TODAY, 50);
    const hide = await call('/api/players/me/settings', {
      method: 'PATCH',
      headers: { Cookie: hidden.cookie },
      json: { showOnLeaderboard: false },
    });
    expect(hide.status).toBe(200);
    for (const period of LEADERBOARD_PERIODS) {
      const body = await board(period, hidden.cookie);
      expect(names(body)).toEqual([visible.nickname]);
      expect(body.currentPlayer).toBeNull();
    }
  });

  it('shows a player who hides their real name as 16barsplayerN, N their registry id', async () => {
    const masked = await playerSession();
    await play(masked.playerId, TODAY, 40);
    await call('/api/players/me/settings', {
      method: 'PATCH',
      headers: { Cookie: masked.cookie },
      json: { showRealName: false },
    });
    const res = await call('/api/leaderboard?period=allTime', { headers: { Cookie: masked.cookie } });
    const text = await res.text();
    expect(text).not.toContain(masked.nickname);
    const body = JSON.parse(text) as LeaderboardResponse;
    expect(body.entries[0]?.displayName).toBe(`16barsplayer${masked.playerId}`);
    expect(body.currentPlayer?.entry.displayName).toBe(`16barsplayer${masked.playerId}`);
  });
});
