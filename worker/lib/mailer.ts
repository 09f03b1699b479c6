import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
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

/** Local default: the outbox table is the destination; read it at GET /dev/outbox. */
export const outboxMailer = (db: DrizzleD1Database): Mailer => ({
  async send(mail) {
    await db.insert(mailOutbox).values(mail);
  },
});

/** How often an unsent mail is tried in all, and for how long after it was written. */
export const MAIL_MAX_ATTEMPTS = 6;
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The pause before the next try after `attempts` failed ones: 1, 2, 4, 8, 16 minutes. */
export const mailRetryPause = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * One delivery attempt of an outbox mail, counted first: the attempt counter is raised only if no one else
 * raised it since `row` was read, so two overlapping cron runs (or the request and the cron) never both send.
 * Returns whether the provider took the mail.
 */
async function attemptDelivery(db: DrizzleD1Database, env: Env, row: OutboxRow, now: number): Promise<boolean> {
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: row.attempts + 1, lastAttemptAt: now })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), isNull(mailOutbox.sentAt)))
    .returning({ id: mailOutbox.id });
  if (claimed.length === 0) return false;
  try {
    const url = env.MAIL_HTTP_URL;
    const token = env.MAIL_HTTP_TOKEN;
    if (!url || !token) throw new Error('MAIL_TRANSPORT=http needs MAIL_HTTP_URL and MAIL_HTTP_TOKEN');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
        to: row.to,
        subject: row.subject,
        text: row.text,
      }),
    });
    if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
    await db.update(mailOutbox).set({ sentAt: clock.now() }).where(eq(mailOutbox.id, row.id));
    return true;
  } catch (err) {
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'mail_failed',
        mailId: row.id,
        attempt: row.attempts + 1,
        error: String(err),
      }),
    );
    return false;
  }
}

/**
 * Production: POSTs {from,to,subject,text} to MAIL_HTTP_URL with a bearer token (the shape most transactional
 * mail APIs accept, or a small relay in front of one). The first try runs after the response; a mail the
 * provider did not take stays in the outbox unsent and the cron tries it again (retryUnsentMail).
 */
export function httpMailer(db: DrizzleD1Database, env: Env, defer: Defer): Mailer {
  return {
    async send(mail) {
      const row = await db.insert(mailOutbox).values(mail).returning().get();
      defer(attemptDelivery(db, env, row, clock.now()));
    },
  };
}

/**
 * The cron's part (MAIL_TRANSPORT=http): tries again each unsent mail whose pause since its last try is over,
 * up to MAIL_MAX_ATTEMPTS tries within MAIL_RETRY_WINDOW_MS of its writing; a few a run, oldest first.
 */
export async function retryUnsentMail(db: DrizzleD1Database, env: Env, now: number) {
  if (env.MAIL_TRANSPORT !== 'http') return { retried: 0, sent: 0 };
  // Due: never tried, or its pause after `tries` failed tries is over (one condition per count of tries).
  const pauseOver = Array.from({ length: MAIL_MAX_ATTEMPTS }, (_, tries) =>
    and(eq(mailOutbox.attempts, tries), lte(mailOutbox.lastAttemptAt, now - mailRetryPause(tries))),
  );
  const due = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        gt(mailOutbox.createdAt, now - MAIL_RETRY_WINDOW_MS),
        lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS),
        or(isNull(mailOutbox.lastAttemptAt), ...pauseOver),
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(10)
    .all();
  let sent = 0;
  for (const row of due) if (await attemptDelivery(db, env, row, now)) sent++;
  return { retried: due.length, sent };
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
