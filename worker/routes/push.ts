import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { pushSubscriptions } from '../db/schema';
import { BETA_MESSAGES } from '../domain/messages';
import type { AppEnv } from '../env';
import { requireBeta } from '../lib/auth';
import { activeBetaUser } from '../lib/beta-users';
import { fail, methodNotAllowed } from '../lib/errors';
import { validate } from '../lib/validate';
import { fromBase64Url } from '../lib/web-push';

/**
 * The push services of Chrome/Android (FCM), Firefox, Safari and Edge. The cron POSTs to every stored endpoint,
 * so an endpoint anywhere else would turn the worker into a relay for whoever registered it.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const isPushServiceUrl = (value: string) => {
  try {
    const url = new URL(value);
    const host = url.hostname;
    return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
};

const decodedLength = (value: string) => {
  try {
    return fromBase64Url(value).length;
  } catch {
    return -1;
  }
};

const endpoint = z
  .string('A push endpoint is required')
  .max(2048, 'The push endpoint is too long')
  .refine(isPushServiceUrl, 'This push service is not supported.');

/** PushSubscription.toJSON(): the endpoint plus the browser's P-256 key and 16-byte auth secret. */
const subscriptionBody = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .max(100)
      .refine((v) => decodedLength(v) === 65, 'p256dh must be an uncompressed P-256 public key'),
    auth: z
      .string()
      .max(40)
      .refine((v) => decodedLength(v) === 16, 'auth must be 16 bytes'),
  }),
});

export const pushRoutes = new Hono<AppEnv>()
  /** Subscribes this browser; the same endpoint again replaces its keys and owner. */
  .post('/subscriptions', requireBeta, validate('json', subscriptionBody), async (c) => {
    const { endpoint, keys } = c.req.valid('json');
    const betaUserId = c.var.beta.betaUserId;
    // The token alone may outlive its beta user (revoked or removed); the row must exist for the foreign key too.
    if (!(await activeBetaUser(c.var.db, betaUserId))) return fail(401, BETA_MESSAGES.noAccess, 'beta_required');
    await c.var.db
      .insert(pushSubscriptions)
      .values({ endpoint, p256dh: keys.p256dh, auth: keys.auth, betaUserId })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: keys.p256dh, auth: keys.auth, betaUserId },
      });
    return c.json({ subscribed: true }, 201);
  })
  /**
   * Unsubscribes by endpoint. No beta cookie needed: the endpoint is an unguessable capability URL, and a player
   * who just logged out must still be able to turn notifications off.
   */
  .delete('/subscriptions', validate('json', z.object({ endpoint: z.string().max(2048) })), async (c) => {
    await c.var.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, c.req.valid('json').endpoint));
    return c.json({ subscribed: false });
  })
  .all('/subscriptions', methodNotAllowed);
