import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameGuesses, gameSessions } from '../../worker/db/schema';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import type { GameStateResponse } from '../../worker/domain/api-types';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod, type LeaderboardResponse } from '../../worker/domain/leaderboard';
import { addDays } from '../../worker/domain/puzzle-day';
import {
  invalidateLeaderboard,
  playerStanding,
  playersAhead,
  rankedStandings,
} from '../../worker/lib/leaderboard-store';
import { betaSession, call, db, json, playerSession, seedFromToday, setNow, useRealTime } from './helpers';
import { play, player, unique } from './leaderboard-helpers';

const TODAY = '2026-08-12';
const NOON = `${TODAY}T12:00:00Z`;
const day = (offset: number) => addDays(TODAY, offset);

/** A beta tester without a nickname: reads the boards without being on them. */
let reader = '';

beforeAll(async () => {
  setNow(NOON);
  await seedFromToday();
  reader = (await betaSession()).cookie;
});
beforeEach(async () => {
  setNow(NOON);
  // Each test starts from an empty board; players stay but have no games.
  await db().delete(gameGuesses);
  await db().delete(gameSessions);
  invalidateLeaderboard(TODAY);
});
afterAll(useRealTime);

async function board(period: LeaderboardPeriod, cookie = reader) {
  const res = await call(`/api/leaderboard?period=${period}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return json<LeaderboardResponse>(res);
}
const names = (b: LeaderboardResponse) => b.entries.map((e) => e.displayName);

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
    const body = await board('daily', reader);
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

describe('top 20', () => {
  it('lists 20 and gives a player outside them their own rank, ties settled as on the board', async () => {
    const me = await playerSession(`zz${Math.random().toString(36).slice(2, 8)}`);
    for (let i = 0; i < 22; i++) {
      const other = await player();
      await play(other.id, TODAY, 40 + i);
    }
    // Level on best time (60 s) with the 21st, behind them on the weekly average (a lost day) or, today alone,
    // on the nickname: 22nd either way, two places outside the board.
    await play(me.playerId, TODAY, 60);
    await play(me.playerId, day(-1), 'lost');
    for (const period of ['weekly', 'daily'] as const) {
      const body = await board(period, me.cookie);
      expect(body.entries).toHaveLength(20);
      expect(body.entries.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(body.entries.at(-1)?.bestTime).toBe(59);
      expect(body.entries.some((e) => e.isCurrentPlayer)).toBe(false);
      expect(body.currentPlayer).toMatchObject({
        rank: 22,
        entry: { rank: 22, displayName: me.nickname, bestTime: 60, isCurrentPlayer: true },
      });
    }
  });

  it('marks a player inside the top 20 in the list and repeats their row as currentPlayer', async () => {
    const me = await playerSession();
    for (let i = 0; i < 25; i++) await play((await player()).id, TODAY, 40 + i * 2);
    await play(me.playerId, TODAY, 45);
    const body = await board('daily', me.cookie);
    expect(body.entries.filter((e) => e.isCurrentPlayer).map((e) => e.rank)).toEqual([4]);
    expect(body.currentPlayer).toEqual({ rank: 4, entry: body.entries[3] });
  });

  it('ranks each player the same way whether read from the board or worked out alone', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await player({ showRealName: i % 3 !== 0 })).id);
    const times: (number | 'lost')[] = [45, 'lost', 45, 60, 'lost', 45, 999, 60, 30, 'lost', 75, 45];
    for (const [i, id] of ids.entries()) {
      await play(id, day(-(i % 4)), times[i] as number | 'lost');
      if (i % 2 === 0) await play(id, day(-10 - i), times[(i + 5) % 12] as number | 'lost');
    }
    for (const period of LEADERBOARD_PERIODS) {
      const top = await rankedStandings(db(), period, TODAY);
      for (const [i, standing] of top.entries()) {
        expect(await playerStanding(db(), standing.playerId, period, TODAY)).toEqual(standing);
        expect(await playersAhead(db(), standing, period, TODAY)).toBe(i);
      }
    }
  });
});

describe('cache', () => {
  it('serves the shared top from cache, and shows a game finished through the API at once', async () => {
    const first = await player();
    await play(first.id, TODAY, 100);
    expect(names(await board('daily'))).toEqual([first.nickname]);

    // Written behind the API's back: the cached board does not see it yet.
    const sneaky = await player();
    await db()
      .insert(gameSessions)
      .values({
        id: unique('sneak-'),
        playerId: sneaky.id,
        puzzleDate: TODAY,
        puzzleNumber: 1,
        status: 'won',
        startedAt: 0,
        finishedAt: 120_000,
        durationMs: 120_000,
      });
    expect(names(await board('daily'))).toEqual([first.nickname]);

    const winner = await playerSession();
    const start = await call('/api/games', { method: 'POST', headers: { Cookie: winner.cookie } });
    const game = await json<GameStateResponse>(start);
    setNow(`${TODAY}T12:01:05Z`);
    for (const [i, group] of (PUZZLE_BANK[0]?.groups ?? []).entries()) {
      const res = await call(`/api/games/${game.gameId}/guesses`, {
        method: 'POST',
        headers: { Cookie: winner.cookie },
        json: { tiles: group.members, idempotencyKey: `lb-cache-${i}-${game.gameId}` },
      });
      expect(res.status).toBe(200);
    }
    const body = await board('daily', winner.cookie);
    expect(names(body)).toEqual([winner.nickname, first.nickname, sneaky.nickname]);
    expect(body.currentPlayer).toMatchObject({ rank: 1, entry: { bestTime: 65, isCurrentPlayer: true } });
  });
});
