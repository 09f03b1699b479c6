import { STORAGE_KEYS } from './keys';
import { persistedAtom } from './persisted';
import * as z from './schema';

const prefersDark = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;

/** Spec 000 §3 settings. Dark mode follows the system on a first visit, then whatever the player chose. */
export const darkModeAtom = persistedAtom(STORAGE_KEYS.darkMode, z.boolean(), prefersDark());
/** High Contrast Mode: a shape and a letter beside every difficulty colour, and in the share text. */
export const highContrastAtom = persistedAtom(STORAGE_KEYS.highContrast, z.boolean(), false);
export const soundAtom = persistedAtom(STORAGE_KEYS.sound, z.boolean(), true);
export const showOnLeaderboardAtom = persistedAtom(STORAGE_KEYS.showOnLeaderboard, z.boolean(), true);
export const showRealNameAtom = persistedAtom(STORAGE_KEYS.showRealName, z.boolean(), true);
export const notificationsAtom = persistedAtom(STORAGE_KEYS.notifications, z.boolean(), false);
