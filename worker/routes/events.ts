import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { analyticsEvents } from '../db/schema';
import { ANALYTICS_EVENTS, ANALYTICS_LIMITS } from '../domain/analytics';
import type { AppEnv } from '../env';
import { readBeta } from '../lib/auth';
import { clock } from '../lib/clock';
import { errorResponse, methodNotAllowed } from '../lib/errors';
import { validate } from '../lib/validate';

const propValue = z.union([z.string().max(ANALYTICS_LIMITS.maxStringLength), z.number().finite(), z.boolean()], {
  error: 'Event props must be short strings, numbers or booleans',
});

const event = z
  .object({
    name: z.enum(ANALYTICS_EVENTS, 'Unknown event name'),
    at: z.number().int().nonnegative(),
    props: z
      .record(z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'Event prop names are short identifiers'), propValue)
      .refine((p) => Object.keys(p).length <= ANALYTICS_LIMITS.maxProps, 'Too many event props')
      .optional(),
  })
  .strict();

const batchBody = z
  .object({
    events: z
      .array(event)
      .min(1, 'No events')
      .max(ANALYTICS_LIMITS.maxEvents, `At most ${ANALYTICS_LIMITS.maxEvents} events at once`),
  })
  .strict();

/** Each row binds 4 parameters and D1 allows 100 per statement. */
const ROWS_PER_INSERT = 20;

export const eventRoutes = new Hono<AppEnv>()
  /** Spec 000 §7's analytics: stored as sent, tied to the beta user when the cookie says who it is. */
  .post(
    '/',
    bodyLimit({
      maxSize: ANALYTICS_LIMITS.maxBytes,
      onError: (c) => errorResponse(c, 413, 'payload_too_large', 'The request body is too large.'),
    }),
    validate('json', batchBody),
    async (c) => {
      const betaUserId = (await readBeta(c))?.betaUserId ?? null;
      const now = clock.now();
      // A browser clock ahead of ours must not put events in the future.
      const rows = c.req.valid('json').events.map((e) => ({
        name: e.name,
        at: Math.min(e.at, now),
        props: e.props ?? null,
        betaUserId,
      }));
      const inserts = [];
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        inserts.push(c.var.db.insert(analyticsEvents).values(rows.slice(i, i + ROWS_PER_INSERT)));
      }
      const [first, ...rest] = inserts;
      if (first) await c.var.db.batch([first, ...rest]);
      return c.json({ stored: rows.length }, 202);
    },
  )
  .all('/', methodNotAllowed);
