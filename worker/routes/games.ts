import { Hono } from 'hono';
import { z } from 'zod';
import type { GameStateResponse, GuessResponse, RevealedGroup } from '../domain/api-types';
import { applyVerdict, GAME_MESSAGES, type GuessVerdict, judgeGuess } from '../domain/game-rules';
import { BETA_MESSAGES, PLAYER_MESSAGES } from '../domain/messages';
import {
  GROUP_COUNT,
  MAX_MISTAKES,
  type Puzzle,
  type PuzzleGroup,
  sortByDifficulty,
  TILE_COUNT,
} from '../domain/puzzle';
import { addDays, puzzleDay } from '../domain/puzzle-day';
import type { AppEnv } from '../env';
import { requirePlayer } from '../lib/auth';
import { activeBetaUser } from '../lib/beta-users';
import { clock } from '../lib/clock';
import { isForeignKeyViolation } from '../lib/db-errors';
import { fail, methodNotAllowed } from '../lib/errors';
import { advancedRow, type GameRow, readGuessContext, recordGuess, startOrResumeGame } from '../lib/game-store';
import { invalidateLeaderboard } from '../lib/leaderboard-store';
import { puzzleForDate } from '../lib/puzzle-store';
import { RATE_LIMITS, rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { tilesOf } from './puzzles';

/**
 * A guess loses a race only to another guess that changed the game (at most 7 times: 3 solves and 4 mistakes,
 * or 4 solves and 3 mistakes) or to its own retry (then the next read finds the answer), so this many
 * attempts always end in an answer.
 */
const MAX_ATTEMPTS = GROUP_COUNT + MAX_MISTAKES + 1;

const startBody = z.object({ test: z.boolean().optional() }).strict();

const gameParam = z.object({ id: z.string().min(1).max(64) });

/** Per player, not per address: players behind one school or office address each get their own budget. */
const guessLimit = rateLimit({ ...RATE_LIMITS.guess, key: (c) => `player:${c.var.player.playerId}` });

const guessBody = z.object({
  // The exact count is judgeGuess's rule; this only bounds what a request may carry.
  tiles: z.array(z.string().max(100), GAME_MESSAGES.selectFour).max(TILE_COUNT, GAME_MESSAGES.selectFour),
  idempotencyKey: z
    .string(GAME_MESSAGES.idempotencyKey)
    .min(8, GAME_MESSAGES.idempotencyKey)
    .max(64, GAME_MESSAGES.idempotencyKey),
});

const reveal = ({ category, members, difficulty }: PuzzleGroup): RevealedGroup => ({
  category,
  members: [...members],
  difficulty,
});

/** A game as its player may see it: groups only once solved, the whole solution only once the game is over. */
function stateOf(game: GameRow, puzzle: Puzzle, now: number): GameStateResponse {
  const over = game.status !== 'in_progress';
  return {
    gameId: game.id,
    puzzleNumber: game.puzzleNumber,
    date: game.puzzleDate,
    isTest: game.isTest,
    tiles: tilesOf(puzzle).tiles,
    solved: game.solvedGroups.flatMap((i) => {
      const group = puzzle.groups[i];
      return group ? [reveal(group)] : [];
    }),
    mistakes: game.mistakes,
    guessedKeys: game.guesses,
    status: game.status,
    startedAt: new Date(game.startedAt).toISOString(),
    elapsedSeconds: Math.floor(((game.finishedAt ?? now) - game.startedAt) / 1000),
    ...(over ? { solution: sortByDifficulty(puzzle.groups).map(reveal) } : {}),
  };
}

function guessResponse(verdict: GuessVerdict, game: GameRow, puzzle: Puzzle, now: number): GuessResponse {
  const group = verdict.groupIndex === undefined ? undefined : puzzle.groups[verdict.groupIndex];
  return {
    result: verdict.result,
    ...(group ? { group: reveal(group) } : {}),
    game: stateOf(game, puzzle, now),
  };
}

export const gameRoutes = new Hono<AppEnv>()
  .use(requirePlayer)
  /**
   * Starts or resumes the player's game for today's UTC puzzle; {test: true} plays tomorrow's as a beta preview,
   * a game of its own. The server's clock starts here.
   */
  .post('/', validate('json', startBody), async (c) => {
    const { test = false } = c.req.valid('json');
    const now = clock.now();
    const today = puzzleDay(now);
    if (!(await activeBetaUser(c.var.db, c.var.beta.betaUserId))) {
      return fail(401, BETA_MESSAGES.noAccess, 'beta_required');
    }
    const puzzle = await puzzleForDate(c.var.db, test ? addDays(today, 1) : today, now);
    const started = await startOrResumeGame(c.var.db, {
      playerId: c.var.player.playerId,
      puzzle,
      isTest: test,
      now,
    }).catch((err: unknown) => {
      // A token of ours for a player the database no longer has (removed, or signed for another database).
      if (isForeignKeyViolation(err)) return fail(401, PLAYER_MESSAGES.signInRequired, 'player_required');
      throw err;
    });
    return c.json(stateOf(started.game, puzzle, now), started.created ? 201 : 200);
  })
  .all('/', methodNotAllowed)
  /**
   * A Spit, checked by the server. Each attempt judges the game as read and records the guess only if the game
   * is still in that state; a retried request (same idempotency key) gets the first answer and counts once.
   */
  .post('/:id/guesses', guessLimit, validate('param', gameParam), validate('json', guessBody), async (c) => {
    const { id } = c.req.valid('param');
    const { tiles, idempotencyKey } = c.req.valid('json');
    const { db, player } = c.var;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const { game, answered, betaActive } = await readGuessContext(db, {
        gameId: id,
        idempotencyKey,
        betaUserId: player.betaUserId,
      });
      if (!betaActive) return fail(401, BETA_MESSAGES.noAccess, 'beta_required');
      if (!game) return fail(404, GAME_MESSAGES.notFound);
      if (game.playerId !== player.playerId) return fail(403, GAME_MESSAGES.notYours);
      const now = clock.now();
      const puzzle = await puzzleForDate(db, game.puzzleDate, now);
      if (answered) return c.json(guessResponse(answered, game, puzzle, now));
      if (game.status !== 'in_progress') return fail(409, GAME_MESSAGES.gameOver, 'game_over');

      const judged = judgeGuess(puzzle.groups, game.solvedGroups, game.guesses, tiles);
      if ('error' in judged) return fail(400, judged.error);
      const { key, verdict } = judged;
      const next =
        verdict.result === 'already_guessed' ? undefined : advancedRow(game, applyVerdict(game, key, verdict), now);
      const recorded = await recordGuess(db, {
        read: game,
        next,
        idempotencyKey,
        verdict,
        betaUserId: player.betaUserId,
        now,
      });
      // A real game that just ended changes the boards: readers in this isolate see it on their next request.
      if (recorded && next && next.status !== 'in_progress' && !next.isTest) {
        invalidateLeaderboard(next.puzzleDate);
      }
      if (recorded) return c.json(guessResponse(verdict, next ?? game, puzzle, now));
    }
    return fail(409, GAME_MESSAGES.busy, 'game_busy');
  })
  .all('/:id/guesses', methodNotAllowed);
