import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { mailOutbox } from '../db/schema';
import { createBetaCodes } from '../db/seed/seed';
import { type AppEnv, isDevelopment } from '../env';
import { fail, methodNotAllowed } from '../lib/errors';
import { validate } from '../lib/validate';

/** Local development helpers. Outside APP_ENV=development every path here is a 404. */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) return fail(404, 'Not found.');
    await next();
  })
  /** Fresh single-use beta codes for the local database (what `npm run beta:codes` prints). */
  .post('/beta-codes', validate('json', z.object({ count: z.number().int().min(1).max(100) })), async (c) => {
    return c.json({ codes: await createBetaCodes(c.var.db, c.req.valid('json').count) });
  })
  .all('/beta-codes', methodNotAllowed)
  /** Every mail the app has sent, newest first: locally the outbox is where mail goes (lib/mailer.ts). */
  .get('/outbox', async (c) => {
    const mails = await c.var.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(200).all();
    c.header('Cache-Control', 'no-store');
    return c.json({ mails });
  })
  .all('/outbox', methodNotAllowed);
