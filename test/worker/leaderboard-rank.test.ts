import { describe, expect, it } from 'vitest';
import { gameSessions } from '../../worker/db/schema';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import type { GameStateResponse } from '../../worker/domain/api-types';
import { LEADERBOARD_PERIODS } from '../../worker/domain/leaderboard';
import { forgetBoardOrders } from '../../worker/lib/leaderboard-cache';
import { playerStanding, playersAhead, rankedStandings } from '../../worker/lib/leaderboard-store';
import { call, db, json, playerSession, setNow } from './helpers';
import { board, day, names, play, player, TODAY, unique, withEmptyBoards } from './leaderboard-helpers';

/** The top-20 cut, the reader's own rank, and the cached boards. */
withEmptyBoards();

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
    // Level on every figure: only the nicknames order them, where UTF-16 and SQLite's byte order disagree.
    for (const stem of ['𝓐ce', 'ﬀy']) await play((await player({ nickname: unique(stem) })).id, TODAY, 50);
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

  it('serves the Cache API copy to an isolate without the order, and works out the reader’s rank from D1', async () => {
    const me = await playerSession();
    for (let i = 0; i < 22; i++) await play((await player()).id, TODAY, 40 + i);
    await play(me.playerId, TODAY, 70);
    expect((await board('daily', me.cookie)).currentPlayer?.rank).toBe(23);

    forgetBoardOrders();
    const late = await player();
    await db()
      .insert(gameSessions)
      .values({
        id: unique('late-'),
        playerId: late.id,
        puzzleDate: TODAY,
        puzzleNumber: 1,
        status: 'won',
        startedAt: 0,
        finishedAt: 30_000,
        durationMs: 30_000,
      });
    const body = await board('daily', me.cookie);
    expect(names(body)).not.toContain(late.nickname);
    expect(body.currentPlayer).toMatchObject({ rank: 24, entry: { rank: 24, bestTime: 70, isCurrentPlayer: true } });
  });
});
