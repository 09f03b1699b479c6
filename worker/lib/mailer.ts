import { eq } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { mailOutbox } from '../db/schema';
import type { Env } from '../env';
import { clock } from './clock';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. Every transport records the mail in mail_outbox first, so a mail is never lost silently. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const DEFAULT_MAIL_FROM = '16 Bars <noreply@16bars.app>';
export const DEFAULT_FEEDBACK_TO = 'feedback@16bars.app';

/** Hands a promise to the runtime so it may finish after the response (executionCtx.waitUntil). */
type Defer = (work: Promise<unknown>) => void;

async function record(db: DrizzleD1Database, mail: Mail) {
  const row = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id }).get();
  return row.id;
}

/** Local default: the outbox table is the destination; read it at GET /dev/outbox. */
export const outboxMailer = (db: DrizzleD1Database): Mailer => ({
  async send(mail) {
    await record(db, mail);
  },
});

/**
 * Production: POSTs {from,to,subject,text} to MAIL_HTTP_URL with a bearer token (the shape most transactional
 * mail APIs accept, or a small relay in front of one). The delivery runs after the response; a failed delivery
 * leaves sent_at empty and is logged, which is all the spec asks of a notification mail.
 */
export function httpMailer(db: DrizzleD1Database, env: Env, defer: Defer): Mailer {
  const url = env.MAIL_HTTP_URL;
  const token = env.MAIL_HTTP_TOKEN;
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  return {
    async send(mail) {
      const id = await record(db, mail);
      // A misconfigured transport must not lose the mail: it stays in the outbox, unsent, and is logged.
      if (!url || !token) throw new Error('MAIL_TRANSPORT=http needs MAIL_HTTP_URL and MAIL_HTTP_TOKEN');
      defer(
        (async () => {
          try {
            const res = await fetch(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: JSON.stringify({ from, ...mail }),
            });
            if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
            await db.update(mailOutbox).set({ sentAt: clock.now() }).where(eq(mailOutbox.id, id));
          } catch (err) {
            console.error(JSON.stringify({ level: 'error', event: 'mail_failed', mailId: id, error: String(err) }));
          }
        })(),
      );
    },
  };
}

/** The transport the settings choose (MAIL_TRANSPORT=outbox|http; outbox when unset). */
export function mailerFor(db: DrizzleD1Database, env: Env, defer: Defer): Mailer {
  return env.MAIL_TRANSPORT === 'http' ? httpMailer(db, env, defer) : outboxMailer(db);
}

/** Sends and never throws: a mail that cannot be queued is logged, never shown to the user as a failure. */
export async function sendQuietly(mailer: Mailer, mail: Mail) {
  try {
    await mailer.send(mail);
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', event: 'mail_failed', subject: mail.subject, error: String(err) }));
  }
}
