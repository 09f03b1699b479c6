import { eq } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { betaUsers } from '../db/schema';

/** The beta user's row (active flag and e-mail), as a query to run alone or inside a batch. */
export const betaUserQuery = (db: DrizzleD1Database, betaUserId: string) =>
  db
    .select({ email: betaUsers.email, isActive: betaUsers.isActive })
    .from(betaUsers)
    .where(eq(betaUsers.id, betaUserId));

/**
 * The beta user behind a token, if the row is still there and active: a signed token outlives a revoked or
 * removed beta user, so every write on a tester's behalf asks the database.
 */
export async function activeBetaUser(db: DrizzleD1Database, betaUserId: string) {
  const row = await betaUserQuery(db, betaUserId).get();
  return row?.isActive ? row : undefined;
}
