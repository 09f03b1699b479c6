const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The puzzle day is the UTC calendar date, yyyy-mm-dd. */
export function puzzleDay(now: Date | number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** True for a real calendar date written yyyy-mm-dd. */
export function isPuzzleDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  return puzzleDay(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

/** Whole days from one puzzle date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant the next puzzle drops: the next UTC midnight after `now`. */
export function nextDropAt(now: Date | number = Date.now()): number {
  return Date.parse(`${addDays(puzzleDay(now), 1)}T00:00:00Z`);
}
