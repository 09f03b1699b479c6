import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { gameNicknames } from '../db/schema';
import type {
  NicknameAvailabilityResponse,
  NicknameSuggestionResponse,
  PlayerProfileResponse,
} from '../domain/api-types';
import { BETA_MESSAGES, NICKNAME_MESSAGES } from '../domain/messages';
import { NICKNAME_MAX, nicknameError, normalizeNickname } from '../domain/nickname';
import { puzzleDay } from '../domain/puzzle-day';
import type { AppEnv } from '../env';
import { requireBeta, requirePlayer, setPlayerCookie } from '../lib/auth';
import { activeBetaUser } from '../lib/beta-users';
import { clock } from '../lib/clock';
import { isUniqueViolation } from '../lib/db-errors';
import { fail, methodNotAllowed } from '../lib/errors';
import { invalidateLeaderboard } from '../lib/leaderboard-store';
import { isNicknameAvailable, suggestNickname } from '../lib/nicknames';
import { RATE_LIMITS, rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { deviceIdSchema } from './beta';

/** A nickname as typed: trimmed, then checked by the spec's rules in the spec's order. */
const nicknameField = z
  .string(NICKNAME_MESSAGES.required)
  .max(200, NICKNAME_MESSAGES.tooLong)
  .transform(normalizeNickname)
  .superRefine((value, ctx) => {
    const error = value ? nicknameError(value) : NICKNAME_MESSAGES.empty;
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

const toProfile = (row: typeof gameNicknames.$inferSelect): PlayerProfileResponse => ({
  playerId: row.id,
  nickname: row.nickname,
  deviceId: row.deviceId,
  createdAt: new Date(row.createdAt).toISOString(),
  showOnLeaderboard: row.showOnLeaderboard,
  showRealName: row.showRealName,
});

/** Availability, suggestions and registration share one budget: each probes the registry of names. */
const nicknameLimit = rateLimit(RATE_LIMITS.nickname);

const registration = new Hono<AppEnv>()
  .use(requireBeta)
  .get(
    '/availability',
    nicknameLimit,
    validate('query', z.object({ nickname: z.string().max(NICKNAME_MAX * 4) })),
    async (c) => {
      const body: NicknameAvailabilityResponse = {
        available: await isNicknameAvailable(c.var.db, normalizeNickname(c.req.valid('query').nickname)),
      };
      return c.json(body);
    },
  )
  .all('/availability', methodNotAllowed)
  .get('/suggestion', nicknameLimit, validate('query', z.object({ base: nicknameField })), async (c) => {
    const body: NicknameSuggestionResponse = { suggestion: await suggestNickname(c.var.db, c.req.valid('query').base) };
    return c.json(body);
  })
  .all('/suggestion', methodNotAllowed)
  /**
   * Registers a nickname for this device and beta user and signs the player in. The unique lower(nickname)
   * index decides races: of many parallel registrations of one name, in any case, exactly one wins.
   */
  .post(
    '/',
    nicknameLimit,
    validate('json', z.object({ nickname: nicknameField, deviceId: deviceIdSchema })),
    async (c) => {
      const { nickname, deviceId } = c.req.valid('json');
      const { betaUserId } = c.var.beta;
      if (!(await activeBetaUser(c.var.db, betaUserId))) return fail(401, BETA_MESSAGES.noAccess, 'beta_required');
      let row: typeof gameNicknames.$inferSelect | undefined;
      try {
        row = await c.var.db
          .insert(gameNicknames)
          .values({ nickname, deviceId, betaUserId, lastUsed: clock.now() })
          .returning()
          .get();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const suggestion = await suggestNickname(c.var.db, nickname);
        return fail(409, NICKNAME_MESSAGES.taken(suggestion), 'nickname_taken', { suggestion });
      }
      if (!row) return fail(400, NICKNAME_MESSAGES.registerFailed);
      await setPlayerCookie(c, { playerId: row.id, nickname: row.nickname, betaUserId });
      return c.json(toProfile(row), 201);
    },
  )
  .all('/', methodNotAllowed);

const settingsBody = z
  .object({ showOnLeaderboard: z.boolean().optional(), showRealName: z.boolean().optional() })
  .strict()
  .refine((v) => v.showOnLeaderboard !== undefined || v.showRealName !== undefined, 'Nothing to change');

const me = new Hono<AppEnv>()
  .use(requirePlayer)
  .get('/', async (c) => {
    const row = await c.var.db.select().from(gameNicknames).where(eq(gameNicknames.id, c.var.player.playerId)).get();
    if (!row) return fail(401, NICKNAME_MESSAGES.createFailed, 'player_required');
    return c.json(toProfile(row));
  })
  /** Show on Leaderboard and Show Real Name live on the server: the leaderboard is built there. */
  .patch('/settings', validate('json', settingsBody), async (c) => {
    const row = await c.var.db
      .update(gameNicknames)
      .set({ ...c.req.valid('json'), lastUsed: clock.now() })
      .where(eq(gameNicknames.id, c.var.player.playerId))
      .returning()
      .get();
    if (!row) return fail(401, NICKNAME_MESSAGES.createFailed, 'player_required');
    // Hiding or renaming shows on the player's next look at the boards, like a finished game.
    invalidateLeaderboard(puzzleDay(clock.now()));
    return c.json(toProfile(row));
  })
  .all('/settings', methodNotAllowed);

export const playerRoutes = new Hono<AppEnv>().route('/me', me).route('/', registration);
