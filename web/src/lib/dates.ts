/**
 * Dates and times as en-US prints them, without Intl. Every `toLocaleDateString(locale, options)` call builds a
 * new formatter, and the first one loads the locale data: on a slow phone that cost a long task per render
 * (the results countdown re-rendered it every second, the leaderboard once per row).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A UTC puzzle day (yyyy-mm-dd) as its parts; an unreadable one as the epoch, never a crash. */
function utcDay(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  const valid = Number.isFinite(day.getTime()) ? day : new Date(0);
  return { year: valid.getUTCFullYear(), month: MONTHS[valid.getUTCMonth()] as string, day: valid.getUTCDate() };
}

/** '2026-03-14' → 'Mar 14' (en-US, month short and day, UTC). */
export function shortUtcDate(date: string): string {
  const { month, day } = utcDay(date);
  return `${month.slice(0, 3)} ${day}`;
}

/** '2026-03-14' → 'Mar 14, 2026' (en-US, month short, day and year, UTC). */
export function mediumUtcDate(date: string): string {
  const { year, month, day } = utcDay(date);
  return `${month.slice(0, 3)} ${day}, ${year}`;
}

/** '2026-03-14' → 'March 14, 2026' (en-US dateStyle long, UTC). */
export function longUtcDate(date: string): string {
  const { year, month, day } = utcDay(date);
  return `${month} ${day}, ${year}`;
}

/** A moment as the player's local clock shows it, en-US hour and minute: '7:05 PM', '12:00 AM'. */
export function localClockTime(at: number | Date): string {
  const time = new Date(at);
  const hours = time.getHours();
  return `${hours % 12 || 12}:${String(time.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
