import { puzzleDay } from './domain/puzzle-day';
import type { Env } from './env';

/** True for the cron run that falls in the first minute of a UTC day. */
export const isDayRollover = (scheduledTime: number) => {
  const at = new Date(scheduledTime);
  return at.getUTCHours() === 0 && at.getUTCMinutes() === 0;
};

/** The every-minute cron. Its 00:00 UTC run is the day rollover: the new puzzle drops. */
export async function runScheduled(_env: Env, scheduledTime: number): Promise<string[]> {
  const done: string[] = [];
  if (isDayRollover(scheduledTime)) {
    console.log(JSON.stringify({ level: 'info', event: 'day_rollover', puzzleDay: puzzleDay(scheduledTime) }));
    done.push('day_rollover');
  }
  return done;
}
