/** True when a D1 error (possibly wrapped by drizzle as the `cause`) is a UNIQUE constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (/UNIQUE constraint failed/i.test(String((e as { message?: unknown }).message ?? e))) return true;
  }
  return false;
}
