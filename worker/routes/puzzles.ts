import { Hono } from 'hono';
import { z } from 'zod';
import type { PastPuzzleResponse, PuzzleTilesResponse } from '../domain/api-types';
import type { Puzzle } from '../domain/puzzle';
import { isPuzzleDate, puzzleDay } from '../domain/puzzle-day';
import { dealTiles } from '../domain/tiles';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { fail, methodNotAllowed } from '../lib/errors';
import { pastPuzzles, puzzleForDate, storedPuzzle } from '../lib/puzzle-store';
import { validate } from '../lib/validate';

const dateParam = z.object({
  date: z.string().refine(isPuzzleDate, 'Dates are written YYYY-MM-DD'),
});

/** What a player may see before finishing: the tiles, never the groups. */
export const tilesOf = (puzzle: Puzzle): PuzzleTilesResponse => ({
  date: puzzle.date,
  puzzleNumber: puzzle.puzzleNumber,
  tiles: dealTiles(puzzle.groups, `${puzzle.date}#${puzzle.puzzleNumber}`),
});

export const puzzleRoutes = new Hono<AppEnv>()
  .get('/today', async (c) => {
    const puzzle = await puzzleForDate(c.var.db, puzzleDay(clock.now()));
    c.header('Cache-Control', 'no-store');
    return c.json(tilesOf(puzzle));
  })
  .all('/today', methodNotAllowed)
  .get('/:date', validate('param', dateParam), async (c) => {
    const { date } = c.req.valid('param');
    if (date >= puzzleDay(clock.now())) fail(404, `No puzzle is available for ${date} yet`);
    const puzzle = await storedPuzzle(c.var.db, date);
    if (!puzzle) return fail(404, `No puzzle exists for ${date}`);
    const body: PastPuzzleResponse = {
      ...tilesOf(puzzle),
      groups: puzzle.groups,
      winQuote: puzzle.winQuote,
      lossQuote: puzzle.lossQuote,
    };
    return c.json(body);
  })
  .all('/:date', methodNotAllowed);

/** Spec 000 §7's fallback file: a map of date to puzzle, past dates only, so no answer leaks early. */
export const puzzlesJson = new Hono<AppEnv>().get('/', async (c) => {
  const all = await pastPuzzles(c.var.db, puzzleDay(clock.now()));
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(
    Object.fromEntries(
      all.map((p) => [
        p.date,
        { puzzleNumber: p.puzzleNumber, groups: p.groups, winQuote: p.winQuote, lossQuote: p.lossQuote },
      ]),
    ),
  );
});
