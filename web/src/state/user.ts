import { atom } from 'jotai';
import { STORAGE_KEYS } from './keys';
import { persistedAtom } from './persisted';
import * as z from './schema';

/** Spec 000 §3's local user profile. */
const profileSchema = z.object({
  deviceId: z.string(),
  nickname: z.string().check(z.minLength(1)),
  createdAt: z.string(),
  lastSeen: z.string(),
  playerId: z.optional(z.number()),
});
export type UserProfile = z.infer<typeof profileSchema>;

export const usersAtom = persistedAtom<UserProfile[]>(STORAGE_KEYS.users, z.array(profileSchema), []);
/** A corrupt stored profile counts as no user. */
export const currentUserAtom = persistedAtom<UserProfile | null>(
  STORAGE_KEYS.currentUser,
  z.nullable(profileSchema),
  null,
);

export const USER_CHANGED_EVENT = 'userChanged';

/** Saves a new profile to the list and as the current user, and tells the app. */
export const signInAtom = atom(null, (get, set, profile: UserProfile) => {
  set(usersAtom, [
    ...get(usersAtom).filter((u) => u.nickname.toLowerCase() !== profile.nickname.toLowerCase()),
    profile,
  ]);
  set(currentUserAtom, profile);
  window.dispatchEvent(new CustomEvent(USER_CHANGED_EVENT, { detail: profile }));
});
