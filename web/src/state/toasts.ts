import { atom } from 'jotai';
import type { BadgeId } from '../../../worker/domain/badges';

/** Spec 000 §9's toast durations. */
export const TOAST_MS = {
  guess: 2000,
  share: 3000,
  badge: 5000,
  newPuzzle: 8000,
  error: 3000,
  success: 5000,
} as const;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration: number;
  /** Toasts given the same row key show side by side (One away… beside the wrong-guess toast). */
  row?: string;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/** At most this many toasts at once: the oldest give way. */
const MAX_TOASTS = 3;
let nextId = 1;

export const toastsAtom = atom<Toast[]>([]);

export const pushToastAtom = atom(null, (get, set, input: ToastInput) => {
  const id = nextId++;
  const toast: Toast = { variant: 'default', row: `toast-${id}`, ...input, id };
  set(toastsAtom, [...get(toastsAtom), toast].slice(-MAX_TOASTS));
  return id;
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

/** Badges the popup is announcing right now (spec 000 §9: it closes after 4 s). */
export const badgePopupAtom = atom<readonly BadgeId[]>([]);
