import { and, eq } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { betaAccessCodes, betaUsers } from '../db/schema';
import { isBetaCodeFormat, isEmail, normalizeBetaCode } from '../domain/beta-code';
import { BETA_MESSAGES } from '../domain/messages';
import { isUniqueViolation } from './db-errors';

export interface ClaimInput {
  code: string;
  email: string;
  deviceId: string;
}

export type ClaimResult = { success: true; betaUserId: string } | { success: false; errorMessage: string };

const failure = (errorMessage: string): ClaimResult => ({ success: false, errorMessage });

/** Why a code cannot be claimed by this e-mail right now (checks 3 to 7 of spec 000 §5, in order), or null. */
async function refusal(db: DrizzleD1Database, code: string, email: string, now: number): Promise<string | null> {
  const row = await db.select().from(betaAccessCodes).where(eq(betaAccessCodes.code, code)).get();
  if (!row) return BETA_MESSAGES.notFound;
  if (!row.isActive) return BETA_MESSAGES.deactivated;
  if (row.expiresAt !== null && row.expiresAt <= now) return BETA_MESSAGES.expired;
  if (row.currentUses >= row.maxUses) return BETA_MESSAGES.used;
  const registered = await db
    .select({ id: betaUsers.id })
    .from(betaUsers)
    .where(and(eq(betaUsers.email, email), eq(betaUsers.accessCode, code)))
    .get();
  if (registered) return BETA_MESSAGES.emailRegistered;
  return null;
}

/**
 * Spec 000 §7 claim_beta_code. The checks give the spec's messages; the claim itself is one D1 batch (one
 * transaction): a conditional UPDATE that takes a use only while the code is still claimable, and an INSERT of
 * the beta user that runs only if that UPDATE changed a row. Parallel claims can never take more uses than
 * max_uses, whatever the interleaving.
 */
export async function claimBetaCode(
  d1: D1Database,
  db: DrizzleD1Database,
  input: ClaimInput,
  now: number,
): Promise<ClaimResult> {
  const code = normalizeBetaCode(input.code);
  const email = input.email.trim().toLowerCase();
  if (!isBetaCodeFormat(code)) return failure(BETA_MESSAGES.invalidFormat);
  if (!isEmail(email)) return failure(BETA_MESSAGES.invalidEmail);

  const early = await refusal(db, code, email, now);
  if (early) return failure(early);

  const betaUserId = crypto.randomUUID();
  try {
    const [taken] = await d1.batch([
      d1
        .prepare(
          `UPDATE beta_access_codes SET current_uses = current_uses + 1
           WHERE code = ?1 AND is_active = 1 AND (expires_at IS NULL OR expires_at > ?2) AND current_uses < max_uses
             AND NOT EXISTS (SELECT 1 FROM beta_users WHERE email = ?3 AND access_code = ?1)`,
        )
        .bind(code, now, email),
      d1
        .prepare(
          `INSERT INTO beta_users (id, email, access_code, device_id, joined_at, last_active)
           SELECT ?1, ?2, ?3, ?4, ?5, ?5 WHERE changes() = 1`,
        )
        .bind(betaUserId, email, code, input.deviceId, now),
    ]);
    if (taken?.meta.changes === 1) return { success: true, betaUserId };
  } catch (err) {
    // The unique (email, access_code) index: the same e-mail claimed a multi-use code at the same moment.
    if (!isUniqueViolation(err)) throw err;
  }
  return failure((await refusal(db, code, email, now)) ?? BETA_MESSAGES.used);
}
