import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { betaUsers } from '../db/schema';
import type { BetaClaimResponse, BetaStatusResponse } from '../domain/api-types';
import { BETA_MESSAGES } from '../domain/messages';
import type { AppEnv } from '../env';
import { clearAuthCookies, readBeta, setBetaCookie } from '../lib/auth';
import { claimBetaCode } from '../lib/beta-claim';
import { clock } from '../lib/clock';
import { fail, methodNotAllowed } from '../lib/errors';
import { RATE_LIMITS, rateLimit } from '../lib/rate-limit';
import { validate } from '../lib/validate';

export const deviceIdSchema = z.string().trim().min(1, 'A device id is required').max(64, 'The device id is too long');

const claimBody = z.object({
  code: z.string(BETA_MESSAGES.invalidFormat).max(64, BETA_MESSAGES.invalidFormat),
  email: z.string(BETA_MESSAGES.invalidEmail).max(254, BETA_MESSAGES.invalidEmail),
  deviceId: deviceIdSchema,
});

export const betaRoutes = new Hono<AppEnv>()
  /** claim_beta_code: 200 with the beta user id and the signed cookie, or 400 with the spec's message. */
  .post('/claim', rateLimit(RATE_LIMITS.claim), validate('json', claimBody), async (c) => {
    const result = await claimBetaCode(c.env.DB, c.var.db, c.req.valid('json'), clock.now());
    if (!result.success) return fail(400, result.errorMessage, 'claim_refused');
    await setBetaCookie(c, result.betaUserId);
    const row = await c.var.db.select().from(betaUsers).where(eq(betaUsers.id, result.betaUserId)).get();
    if (!row) return fail(400, BETA_MESSAGES.fallback);
    const body: BetaClaimResponse = {
      success: true,
      betaUserId: row.id,
      email: row.email,
      accessCode: row.accessCode,
      joinedAt: new Date(row.joinedAt).toISOString(),
    };
    return c.json(body);
  })
  .all('/claim', methodNotAllowed)
  /** The beta user behind the cookie, so the app can tell an active access from a revoked one. */
  .get('/status', async (c) => {
    const beta = await readBeta(c);
    if (!beta) return fail(401, BETA_MESSAGES.noAccess, 'beta_required');
    const row = await c.var.db.select().from(betaUsers).where(eq(betaUsers.id, beta.betaUserId)).get();
    if (!row?.isActive) {
      clearAuthCookies(c);
      return fail(401, BETA_MESSAGES.noAccess, 'beta_required');
    }
    const body: BetaStatusResponse = {
      isActive: true,
      betaUserId: row.id,
      email: row.email,
      accessCode: row.accessCode,
      joinedAt: new Date(row.joinedAt).toISOString(),
      gamesPlayed: row.gamesPlayed,
      feedbackCount: row.feedbackCount,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  })
  .all('/status', methodNotAllowed)
  /** Logout: forget the beta and player cookies. */
  .post('/logout', (c) => {
    clearAuthCookies(c);
    return c.json({ success: true });
  })
  .all('/logout', methodNotAllowed);
