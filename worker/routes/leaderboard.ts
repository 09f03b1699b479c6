import { Hono } from 'hono';
import { z } from 'zod';
import { LEADERBOARD_PERIODS, type LeaderboardResponse, toEntry } from '../domain/leaderboard';
import { puzzleDay } from '../domain/puzzle-day';
import type { AppEnv } from '../env';
import { readPlayer, requireBeta } from '../lib/auth';
import { clock } from '../lib/clock';
import { methodNotAllowed } from '../lib/errors';
import { readBoard } from '../lib/leaderboard-cache';
import { playerStanding, playersAhead } from '../lib/leaderboard-store';
import { validate } from '../lib/validate';

const query = z.object({
  period: z
    .enum(LEADERBOARD_PERIODS, { error: `period must be one of ${LEADERBOARD_PERIODS.join(', ')}` })
    .default('daily'),
});

/**
 * The global leaderboard of server-checked games. Any beta tester may read it; a signed-in player also gets
 * their own row marked, and their rank when they are outside the top 20. The board is shared (and cached, see
 * leaderboard-cache); the player's part is worked out on every request.
 */
export const leaderboardRoutes = new Hono<AppEnv>()
  .use(requireBeta)
  .get('/', validate('query', query), async (c) => {
    const { period } = c.req.valid('query');
    const { db } = c.var;
    const today = puzzleDay(clock.now());
    const [board, player] = await Promise.all([
      readBoard(db, period, today, (work) => c.executionCtx.waitUntil(work)),
      readPlayer(c, c.var.beta),
    ]);
    const playerId = player?.playerId ?? null;
    const entries = board.top.map((standing, i) => toEntry(standing, i + 1, standing.playerId === playerId));

    let currentPlayer: LeaderboardResponse['currentPlayer'] = null;
    const listed = entries.find((entry) => entry.isCurrentPlayer);
    if (listed) {
      currentPlayer = { rank: listed.rank, entry: listed };
    } else if (playerId !== null) {
      const known = board.find(playerId);
      if (known) currentPlayer = { rank: known.rank, entry: toEntry(known.standing, known.rank, true) };
      // Only the top was shared with this isolate: the player's own games and rank come from D1.
      const standing = known === undefined ? await playerStanding(db, playerId, period, today) : null;
      if (standing) {
        const rank = (await playersAhead(db, standing, period, today)) + 1;
        currentPlayer = { rank, entry: toEntry(standing, rank, true) };
      }
    }

    const body: LeaderboardResponse = { period, date: today, sponsor: null, entries, currentPlayer };
    // The answer names the reader's own row, so no shared cache may keep it.
    c.header('Cache-Control', 'private, no-store');
    return c.json(body);
  })
  .all('/', methodNotAllowed);
