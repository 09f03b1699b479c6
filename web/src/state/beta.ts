import { atom } from 'jotai';
import { STORAGE_KEYS } from './keys';
import { persistedAtom } from './persisted';
import * as z from './schema';

/** Spec 000 §3's local beta access record; valid only while isActive is true. */
const betaAccessSchema = z.object({
  isActive: z.boolean(),
  betaUserId: z.string(),
  email: z.string(),
  accessCode: z.string(),
  deviceId: z.string(),
  joinedAt: z.string(),
  lastValidated: z.string(),
});
export type BetaAccess = z.infer<typeof betaAccessSchema>;

export const betaAccessAtom = persistedAtom<BetaAccess | null>(
  STORAGE_KEYS.betaAccess,
  z.nullable(betaAccessSchema),
  null,
);

export const hasBetaAccessAtom = atom((get) => get(betaAccessAtom)?.isActive === true);
