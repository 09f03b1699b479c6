import { atom } from 'jotai';
import {
  type InstallPromptEvent,
  installPrompt,
  isIos,
  isStandalone,
  subscribeInstallPrompt,
} from '../lib/install-prompt';
import { STORAGE_KEYS } from './keys';
import { persistedAtom } from './persisted';
import * as z from './schema';

/**
 * The browser's captured beforeinstallprompt (null until offered, and again once used). lib/install-prompt.ts
 * owns the one listener; this atom mirrors it so components and the Settings' Install App button read one source.
 */
const installPromptBase = atom<InstallPromptEvent | null>(null);
installPromptBase.onMount = (set) => {
  set(installPrompt());
  return subscribeInstallPrompt(() => set(installPrompt()));
};
export const installPromptAtom = atom((get) => get(installPromptBase));

/** Spec 000 §2: the install banner stays hidden once dismissed... */
export const installDismissedAtom = persistedAtom(STORAGE_KEYS.installDismissed, z.boolean(), false);

/** ...or once the app runs installed (display-mode standalone, or the appinstalled event this visit). */
const installedBase = atom(typeof window !== 'undefined' && isStandalone());
installedBase.onMount = (set) => {
  const onInstalled = () => set(true);
  window.addEventListener('appinstalled', onInstalled);
  return () => window.removeEventListener('appinstalled', onInstalled);
};
export const installedAtom = atom((get) => get(installedBase));

/** Spec 000 §2: the cookie notice stays hidden once accepted; its close button hides it for this visit only. */
export const cookieConsentAtom = persistedAtom(STORAGE_KEYS.cookieConsent, z.boolean(), false);
export const cookieNoticeClosedAtom = atom(false);
export const cookieNoticeVisibleAtom = atom((get) => !get(cookieConsentAtom) && !get(cookieNoticeClosedAtom));

export type InstallOffer = 'ios' | 'prompt' | null;

/**
 * What the install banner offers: iOS instructions, the browser's Install prompt, or nothing. It waits for the
 * cookie notice to go, so that two bars never stack at the bottom of a phone.
 */
export const installOfferAtom = atom<InstallOffer>((get) => {
  if (get(installDismissedAtom) || get(installedAtom) || get(cookieNoticeVisibleAtom)) return null;
  if (typeof navigator !== 'undefined' && isIos()) return 'ios';
  return get(installPromptAtom) ? 'prompt' : null;
});

/** navigator.onLine, kept current by the browser's online and offline events. */
const onlineBase = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
onlineBase.onMount = (set) => {
  const update = () => set(navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};
export const onlineAtom = atom((get) => get(onlineBase));
