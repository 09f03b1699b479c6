/** True when a D1 error, or one drizzle wrapped around it (as the `cause`), says `pattern`. */
function saysConstraint(err: unknown, pattern: RegExp): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (pattern.test(String((e as { message?: unknown }).message ?? e))) return true;
  }
  return false;
}

/** A UNIQUE constraint violation: someone else took the name, code use or row first. */
export const isUniqueViolation = (err: unknown) => saysConstraint(err, /UNIQUE constraint failed/i);

/** A FOREIGN KEY violation: the signed token names a beta user or player the database no longer has. */
export const isForeignKeyViolation = (err: unknown) => saysConstraint(err, /FOREIGN KEY constraint failed/i);
