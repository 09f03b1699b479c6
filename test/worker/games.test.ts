import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { betaUsers, gameGuesses } from '../../worker/db/schema';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import type { GameStateResponse, GuessResponse } from '../../worker/domain/api-types';
import { guessKey } from '../../worker/domain/tiles';
import { call, db, json, playerSession, seedFromToday, setNow, useRealTime } from './helpers';

const TODAY = '2026-05-20';
const TOMORROW = '2026-05-21';
const NOON = `${TODAY}T12:00:00Z`;

/** Seeded from today: bank puzzle 0 is today's (number 1), bank puzzle 1 tomorrow's (number 2). */
const todays = PUZZLE_BANK[0]!;
const tomorrows = PUZZLE_BANK[1]!;
const group = (i: number) => todays.groups[i]!;
const member = (g: number, m: number) => group(g).members[m]!;
/** The n-th of 16 different guesses that take one tile from each group: always incorrect. */
const wrongGuess = (n: number) => [member(0, n % 4), member(1, Math.floor(n / 4) % 4), member(2, 0), member(3, 0)];

beforeAll(async () => {
  setNow(NOON);
  await seedFromToday();
});
beforeEach(() => setNow(NOON));
afterAll(useRealTime);

type ErrorBody = { error: { code: string; message: string } };
let keyCounter = 0;
const newKey = () => `key-${++keyCounter}-${Math.random().toString(36).slice(2, 10)}`;

const start = (cookie: string, body?: unknown) =>
  call('/api/games', { method: 'POST', headers: { Cookie: cookie }, ...(body === undefined ? {} : { json: body }) });

const guess = (cookie: string, gameId: string, tiles: unknown, idempotencyKey: unknown = newKey()) =>
  call(`/api/games/${gameId}/guesses`, {
    method: 'POST',
    headers: { Cookie: cookie },
    json: { tiles, idempotencyKey },
  });

async function newGame(body?: unknown) {
  const player = await playerSession();
  const res = await start(player.cookie, body);
  expect(res.status).toBe(201);
  return { player, game: await json<GameStateResponse>(res) };
}

async function spit(cookie: string, gameId: string, tiles: string[], key?: string) {
  const res = await guess(cookie, gameId, tiles, key);
  expect(res.status).toBe(200);
  return json<GuessResponse>(res);
}

const answersStored = async (gameId: string) =>
  (await db().select().from(gameGuesses).where(eq(gameGuesses.gameId, gameId)).all()).length;

const gamesPlayed = async (betaUserId: string) =>
  (await db().select().from(betaUsers).where(eq(betaUsers.id, betaUserId)).get())?.gamesPlayed;

describe('the game API behind the beta and player gates', () => {
  it.each(['/api/games', '/api/games/some-id/guesses'])('POST %s answers 401 without tokens', async (path) => {
    const res = await call(path, { method: 'POST', json: { tiles: wrongGuess(0), idempotencyKey: newKey() } });
    expect(res.status).toBe(401);
    expect((await json<ErrorBody>(res)).error.code).toBe('beta_required');
  });

  it('answers 405 for other methods', async () => {
    const { player } = await newGame();
    expect((await call('/api/games', { headers: { Cookie: player.cookie } })).status).toBe(405);
  });
});

describe('POST /api/games: start and resume', () => {
  it("starts today's game with the day's tiles in the day's order, no answers and the server's start time", async () => {
    const { game } = await newGame();
    const today = await json<{ tiles: string[] }>(await call('/api/puzzles/today'));
    expect(game).toMatchObject({
      puzzleNumber: 1,
      date: TODAY,
      isTest: false,
      tiles: today.tiles,
      solved: [],
      mistakes: 0,
      guessedKeys: [],
      status: 'in_progress',
      startedAt: '2026-05-20T12:00:00.000Z',
      elapsedSeconds: 0,
    });
    expect(game.solution).toBeUndefined();
    for (const g of todays.groups) expect(JSON.stringify(game)).not.toContain(g.category);
  });

  it('resumes the same game with its solved groups, mistakes, guesses and elapsed time', async () => {
    const { player, game } = await newGame();
    const twoAndTwo = [member(0, 0), member(0, 1), member(2, 0), member(2, 1)];
    await spit(player.cookie, game.gameId, group(1).members);
    await spit(player.cookie, game.gameId, twoAndTwo);
    setNow(`${TODAY}T12:00:30Z`);
    const res = await start(player.cookie, {});
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      gameId: game.gameId,
      solved: [{ category: group(1).category, members: group(1).members, difficulty: group(1).difficulty }],
      mistakes: 1,
      guessedKeys: [guessKey(group(1).members), guessKey(twoAndTwo)],
      status: 'in_progress',
      startedAt: '2026-05-20T12:00:00.000Z',
      elapsedSeconds: 30,
    });
  });

  it('gives parallel starts one and the same game', async () => {
    const player = await playerSession();
    const responses = await Promise.all(Array.from({ length: 10 }, () => start(player.cookie)));
    const ids = await Promise.all(responses.map(async (r) => (await json<GameStateResponse>(r)).gameId));
    expect(new Set(ids).size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
  });

  it("plays tomorrow's puzzle as a separate test game with test=true", async () => {
    const { player, game } = await newGame();
    const res = await start(player.cookie, { test: true });
    expect(res.status).toBe(201);
    const test = await json<GameStateResponse>(res);
    expect(test).toMatchObject({ puzzleNumber: 2, date: TOMORROW, isTest: true, mistakes: 0 });
    expect(test.gameId).not.toBe(game.gameId);
    expect([...test.tiles].sort()).toEqual(tomorrows.groups.flatMap((g) => g.members).sort());
    await spit(player.cookie, test.gameId, tomorrows.groups[0]!.members);
    expect((await json<GameStateResponse>(await start(player.cookie))).solved).toEqual([]);
    expect((await json<GameStateResponse>(await start(player.cookie, { test: true }))).gameId).toBe(test.gameId);
  });

  it('rejects a body that is not {test?: boolean} with 400', async () => {
    const player = await playerSession();
    for (const body of [{ test: 'yes' }, { date: '2026-06-01' }]) {
      expect((await start(player.cookie, body)).status).toBe(400);
    }
  });
});

describe('POST /api/games/:id/guesses', () => {
  it('wins with all four groups: status won, the solution, and the time the server measured', async () => {
    const { player, game } = await newGame();
    const order = [2, 0, 3, 1];
    let last: GuessResponse | undefined;
    for (const [n, g] of order.entries()) {
      if (n === order.length - 1) setNow(`${TODAY}T12:01:05Z`);
      last = await spit(player.cookie, game.gameId, group(g).members);
      expect(last.result).toBe('correct');
      expect(last.group).toEqual({
        category: group(g).category,
        members: group(g).members,
        difficulty: group(g).difficulty,
      });
    }
    expect(last?.game).toMatchObject({ status: 'won', mistakes: 0, elapsedSeconds: 65 });
    expect(last?.game.solved.map((s) => s.category)).toEqual(order.map((g) => group(g).category));
    expect(last?.game.solution?.map((s) => s.difficulty)).toEqual(['easy', 'normal', 'hard', 'tricky']);
    setNow(`${TODAY}T13:00:00Z`);
    const resumed = await json<GameStateResponse>(await start(player.cookie));
    expect(resumed).toMatchObject({ status: 'won', elapsedSeconds: 65 });
    expect(resumed.solution).toHaveLength(4);
  });

  it('loses at the fourth mistake and then returns the solution', async () => {
    const { player, game } = await newGame();
    for (let n = 0; n < 3; n++) {
      const answer = await spit(player.cookie, game.gameId, wrongGuess(n));
      expect(answer).toMatchObject({ result: 'incorrect', game: { mistakes: n + 1, status: 'in_progress' } });
      expect(answer.game.solution).toBeUndefined();
    }
    setNow(`${TODAY}T12:02:00Z`);
    const final = await spit(player.cookie, game.gameId, wrongGuess(3));
    expect(final.game).toMatchObject({ status: 'lost', mistakes: 4, elapsedSeconds: 120 });
    expect(final.game.solution?.map((g) => g.category).sort()).toEqual(todays.groups.map((g) => g.category).sort());
  });

  it('says one away for three tiles of one group, and counts it as a mistake', async () => {
    const { player, game } = await newGame();
    const answer = await spit(player.cookie, game.gameId, [...group(3).members.slice(0, 3), member(0, 0)]);
    expect(answer.result).toBe('one_away');
    expect(answer.group).toBeUndefined();
    expect(answer.game.mistakes).toBe(1);
  });

  it('matches tiles case-insensitively', async () => {
    const { player, game } = await newGame();
    const answer = await spit(
      player.cookie,
      game.gameId,
      group(0).members.map((m) => ` ${m.toUpperCase()} `),
    );
    expect(answer).toMatchObject({ result: 'correct', group: { category: group(0).category } });
  });

  it('says already guessed for a combination tried before, and it costs nothing', async () => {
    const { player, game } = await newGame();
    await spit(player.cookie, game.gameId, wrongGuess(5));
    const again = await spit(
      player.cookie,
      game.gameId,
      [...wrongGuess(5)].reverse().map((t) => t.toLowerCase()),
    );
    expect(again.result).toBe('already_guessed');
    expect(again.game.mistakes).toBe(1);
    expect(again.game.guessedKeys).toEqual([guessKey(wrongGuess(5))]);
  });

  it('counts a retried request once and answers it as the first time', async () => {
    const { player, game } = await newGame();
    const key = newKey();
    const first = await spit(player.cookie, game.gameId, wrongGuess(1), key);
    const retry = await spit(player.cookie, game.gameId, wrongGuess(1), key);
    expect(retry.result).toBe('incorrect');
    expect(retry.game.mistakes).toBe(1);
    expect(retry).toEqual(first);
  });

  it('counts 10 parallel copies of one request once', async () => {
    const { player, game } = await newGame();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        spit(player.cookie, game.gameId, [...group(1).members.slice(0, 3), member(2, 1)], key),
      ),
    );
    expect(new Set(answers.map((a) => a.result))).toEqual(new Set(['one_away']));
    expect((await json<GameStateResponse>(await start(player.cookie))).mistakes).toBe(1);
    expect(await answersStored(game.gameId)).toBe(1);
  });

  it('applies 10 parallel different wrong guesses exactly up to the fourth mistake, never beyond', async () => {
    const { player, game } = await newGame();
    const before = await gamesPlayed(player.betaUserId);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => guess(player.cookie, game.gameId, wrongGuess(n))),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(4);
    for (const r of responses.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect((await json<ErrorBody>(r)).error.message).toBe('This game is over');
    }
    const after = await json<GameStateResponse>(await start(player.cookie));
    expect(after).toMatchObject({ status: 'lost', mistakes: 4 });
    expect(after.guessedKeys).toHaveLength(4);
    expect(await answersStored(game.gameId)).toBe(4);
    expect(await gamesPlayed(player.betaUserId)).toBe((before ?? 0) + 1);
  });

  it('answers a retry of the final guess after the game is over, and 409 to a new guess', async () => {
    const { player, game } = await newGame();
    for (let g = 0; g < 3; g++) await spit(player.cookie, game.gameId, group(g).members);
    const key = newKey();
    const final = await spit(player.cookie, game.gameId, group(3).members, key);
    expect(final.game.status).toBe('won');
    expect(await spit(player.cookie, game.gameId, group(3).members, key)).toEqual(final);
    const late = await guess(player.cookie, game.gameId, wrongGuess(0));
    expect(late.status).toBe(409);
    expect((await json<ErrorBody>(late)).error).toEqual({ code: 'game_over', message: 'This game is over' });
  });

  it("raises the beta tester's games_played by 1 when a game ends, not before", async () => {
    const { player, game } = await newGame();
    expect(await gamesPlayed(player.betaUserId)).toBe(0);
    for (let g = 0; g < 3; g++) await spit(player.cookie, game.gameId, group(g).members);
    expect(await gamesPlayed(player.betaUserId)).toBe(0);
    await spit(player.cookie, game.gameId, group(3).members);
    const row = await db().select().from(betaUsers).where(eq(betaUsers.id, player.betaUserId)).get();
    expect(row).toMatchObject({ gamesPlayed: 1, lastActive: Date.parse(NOON) });
  });

  it('never shows the categories of unsolved groups before the game is over', async () => {
    const { player, game } = await newGame();
    const texts = [JSON.stringify(game)];
    texts.push(JSON.stringify(await spit(player.cookie, game.gameId, group(2).members)));
    texts.push(
      JSON.stringify(await spit(player.cookie, game.gameId, [member(0, 0), member(0, 1), member(1, 0), member(1, 1)])),
    );
    texts.push(JSON.stringify(await spit(player.cookie, game.gameId, [...group(0).members.slice(0, 3), member(1, 0)])));
    texts.push(JSON.stringify(await json(await start(player.cookie))));
    for (const text of texts) {
      for (const g of [0, 1, 3]) expect(text).not.toContain(group(g).category);
    }
  });

  it("answers 403 for another player's game and 404 for an unknown one", async () => {
    const { game } = await newGame();
    const other = await playerSession();
    const res = await guess(other.cookie, game.gameId, group(0).members);
    expect(res.status).toBe(403);
    expect(JSON.stringify(await json(res))).not.toContain(group(0).category);
    expect((await guess(other.cookie, 'no-such-game', group(0).members)).status).toBe(404);
  });

  it('rejects bad guesses with 400 and a clear message, at no cost', async () => {
    const { player, game } = await newGame();
    await spit(player.cookie, game.gameId, group(0).members);
    const cases: [unknown, unknown, string][] = [
      [group(1).members.slice(0, 3), newKey(), 'Select exactly 4 tiles'],
      [[...group(1).members, member(2, 0)], newKey(), 'Select exactly 4 tiles'],
      [undefined, newKey(), 'Select exactly 4 tiles'],
      [[...group(1).members.slice(0, 3), 'Zz Not A Tile'], newKey(), '"Zz Not A Tile" is not a tile in this puzzle'],
      [[member(1, 0), member(1, 0), member(1, 1), member(1, 2)], newKey(), 'Each tile can be picked once'],
      [[member(0, 1), ...group(1).members.slice(0, 3)], newKey(), `"${member(0, 1)}" is already solved`],
      [group(1).members, 'short', 'idempotencyKey must be 8 to 64 characters'],
      [group(1).members, 'x'.repeat(65), 'idempotencyKey must be 8 to 64 characters'],
      [group(1).members, null, 'idempotencyKey must be 8 to 64 characters'],
      [group(1).members, 12345678, 'idempotencyKey must be 8 to 64 characters'],
    ];
    for (const [tiles, key, message] of cases) {
      const res = await guess(player.cookie, game.gameId, tiles, key);
      expect(res.status, message).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toBe(message);
    }
    const state = await json<GameStateResponse>(await start(player.cookie));
    expect(state).toMatchObject({ mistakes: 0, status: 'in_progress' });
    expect(state.solved).toHaveLength(1);
  });
});

describe('a revoked beta tester', () => {
  it('can neither start a game nor guess: 401 beta_required, and the game is left as it was', async () => {
    const { player, game } = await newGame();
    await spit(player.cookie, game.gameId, wrongGuess(0));
    await db().update(betaUsers).set({ isActive: false }).where(eq(betaUsers.id, player.betaUserId));

    const refused = await guess(player.cookie, game.gameId, wrongGuess(1));
    expect(refused.status).toBe(401);
    expect((await json<ErrorBody>(refused)).error.code).toBe('beta_required');
    expect(await answersStored(game.gameId)).toBe(1);

    const restart = await start(player.cookie);
    expect(restart.status).toBe(401);
    expect((await json<ErrorBody>(restart)).error.code).toBe('beta_required');

    // Given back their access, the same tokens play on from where the game stood.
    await db().update(betaUsers).set({ isActive: true }).where(eq(betaUsers.id, player.betaUserId));
    const resumed = await json<GameStateResponse>(await start(player.cookie));
    expect(resumed.mistakes).toBe(1);
    expect((await spit(player.cookie, game.gameId, wrongGuess(1))).game.mistakes).toBe(2);
  });
});
