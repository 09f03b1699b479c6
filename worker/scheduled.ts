import { drizzle } from 'drizzle-orm/d1';
import { puzzleDay } from './domain/puzzle-day';
import type { Env } from './env';
import { retryUnsentMail } from './lib/mailer';
import { broadcast, PUZZLE_DROP_NOTICE } from './lib/push-broadcast';

/** True for the cron run that falls in the first minute of a UTC day. */
export const isDayRollover = (scheduledTime: number) => {
  const at = new Date(scheduledTime);
  return at.getUTCHours() === 0 && at.getUTCMinutes() === 0;
};

/** The every-minute cron: unsent mail is retried; the 00:00 UTC run is the day rollover (the new puzzle drops). */
export async function runScheduled(env: Env, scheduledTime: number): Promise<string[]> {
  const done: string[] = [];
  if (isDayRollover(scheduledTime)) {
    console.log(JSON.stringify({ level: 'info', event: 'day_rollover', puzzleDay: puzzleDay(scheduledTime) }));
    done.push('day_rollover');
    // A push failure must not stop the rest of this run (the marketplace settles auctions here too).
    try {
      const pushed = await broadcast(env, drizzle(env.DB), PUZZLE_DROP_NOTICE, scheduledTime);
      console.log(JSON.stringify({ level: 'info', event: 'puzzle_drop_push', ...pushed }));
      done.push('puzzle_drop_push');
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', event: 'puzzle_drop_push_failed', error: String(err) }));
    }
  }
  // Every run: mail the provider did not take is tried again, with a growing pause.
  try {
    const mail = await retryUnsentMail(drizzle(env.DB), env, scheduledTime);
    if (mail.retried > 0) {
      console.log(JSON.stringify({ level: 'info', event: 'mail_retry', ...mail }));
      done.push('mail_retry');
    }
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', event: 'mail_retry_failed', error: String(err) }));
  }
  return done;
}
