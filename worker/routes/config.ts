import { Hono } from 'hono';
import type { PublicConfigResponse } from '../domain/api-types';
import type { AppEnv } from '../env';
import { methodNotAllowed } from '../lib/errors';

/** Settings the browser may know: the VAPID public key (push) and the Bar Fights mailing-list signup page. */
export const configRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const body: PublicConfigResponse = {
      vapidPublicKey: c.env.VAPID_PUBLIC_KEY || null,
      mailingListUrl: c.env.MAILING_LIST_URL || null,
    };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  })
  .all('/', methodNotAllowed);
