import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { betaFeedback, betaUsers, feedback } from '../db/schema';
import type { FeedbackResponse } from '../domain/api-types';
import { isEmail } from '../domain/beta-code';
import {
  BETA_FEEDBACK_CATEGORIES,
  DIFFICULTY_ASSESSMENTS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  feedbackMail,
  RATING_MAX,
  RATING_MIN,
} from '../domain/feedback';
import { BETA_MESSAGES, FEEDBACK_MESSAGES } from '../domain/messages';
import type { AppEnv, Env } from '../env';
import { requireBeta } from '../lib/auth';
import { activeBetaUser } from '../lib/beta-users';
import { clock } from '../lib/clock';
import { fail, methodNotAllowed } from '../lib/errors';
import { DEFAULT_FEEDBACK_TO, mailerFor, sendQuietly } from '../lib/mailer';
import { validate } from '../lib/validate';

const { missing, betaMissing, invalidEmail } = FEEDBACK_MESSAGES;

const username = z.string().trim().max(FEEDBACK_LIMITS.username, 'Your name is too long').optional().default('');
const puzzleNumber = z.number().int().positive().nullable().optional().default(null);
const emailText = z.string(missing).trim().max(FEEDBACK_LIMITS.email, invalidEmail);
const messageText = z.string(missing).trim().max(FEEDBACK_LIMITS.message, 'Your message is too long');

/** Spec 000 §5: e-mail, category and message are required, with the form's own texts. */
const generalBody = z.object({
  username,
  email: emailText.min(1, missing).refine(isEmail, invalidEmail),
  category: z.enum(FEEDBACK_CATEGORIES, missing),
  message: messageText.min(1, missing),
  puzzleNumber,
});

/** Beta mode: a rating and a difficulty are required; the message and e-mail are optional. */
const betaBody = z.object({
  rating: z.number(betaMissing).int(betaMissing).min(RATING_MIN, betaMissing).max(RATING_MAX, betaMissing),
  difficulty: z.enum(DIFFICULTY_ASSESSMENTS, betaMissing),
  category: z.enum(BETA_FEEDBACK_CATEGORIES).optional().default('Beta Feedback'),
  username,
  email: emailText
    .refine((v) => v === '' || isEmail(v), invalidEmail)
    .optional()
    .default(''),
  message: messageText.optional().default(''),
  puzzleNumber,
  won: z.boolean().nullable().optional().default(null),
});

const feedbackTo = (env: Env) => env.FEEDBACK_TO || DEFAULT_FEEDBACK_TO;

export const feedbackRoutes = new Hono<AppEnv>()
  /** General feedback: stored, then the send-feedback mail is queued. */
  .post('/', validate('json', generalBody), async (c) => {
    const input = c.req.valid('json');
    const row = await c.var.db
      .insert(feedback)
      .values({ ...input, username: input.username || null })
      .returning({ id: feedback.id })
      .get();
    const mailer = mailerFor(c.var.db, c.env, (work) => c.executionCtx.waitUntil(work));
    await sendQuietly(mailer, { to: feedbackTo(c.env), ...feedbackMail(input) });
    return c.json({ success: true, id: row.id } satisfies FeedbackResponse, 201);
  })
  .all('/', methodNotAllowed)
  /**
   * Beta feedback: the beta_feedback row and the 'feedback_submitted' activity (feedback_count + 1,
   * last_active) land together in one batch; the notification mail's failure is only logged (spec 000 §8).
   */
  .post('/beta', requireBeta, validate('json', betaBody), async (c) => {
    const input = c.req.valid('json');
    const { betaUserId } = c.var.beta;
    const user = await activeBetaUser(c.var.db, betaUserId);
    if (!user) return fail(401, BETA_MESSAGES.noAccess, 'beta_required');
    const now = clock.now();
    const [inserted] = await c.var.db.batch([
      c.var.db
        .insert(betaFeedback)
        .values({
          betaUserId,
          puzzleNumber: input.puzzleNumber,
          rating: input.rating,
          difficulty: input.difficulty,
          comments: input.message || null,
          won: input.won,
        })
        .returning({ id: betaFeedback.id }),
      c.var.db
        .update(betaUsers)
        .set({ feedbackCount: sql`${betaUsers.feedbackCount} + 1`, lastActive: now })
        .where(eq(betaUsers.id, betaUserId)),
    ]);
    const mailer = mailerFor(c.var.db, c.env, (work) => c.executionCtx.waitUntil(work));
    await sendQuietly(mailer, {
      to: feedbackTo(c.env),
      ...feedbackMail({ ...input, email: input.email || user.email }),
    });
    return c.json({ success: true, id: inserted[0]?.id ?? null } satisfies FeedbackResponse, 201);
  })
  .all('/beta', methodNotAllowed);
