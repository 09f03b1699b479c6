import type { ToastInput } from '../state/toasts';
import { TOAST_MS } from '../state/toasts';

/** The spec's toast texts for the game and results screens (spec 000 §4, §8), with their durations. */
export const TOASTS = {
  correct: (category: string): ToastInput => ({
    title: "That's a bar!",
    description: `You found: ${category}`,
    variant: 'success',
    duration: TOAST_MS.guess,
  }),
  incorrect: (row: string): ToastInput => ({
    title: 'Hold up, wait…',
    description: "That's not quite right. Try again!",
    duration: TOAST_MS.guess,
    row,
  }),
  oneAway: (row: string): ToastInput => ({ title: 'One away…', duration: TOAST_MS.guess, row }),
  alreadyGuessed: {
    title: 'Already Guessed!',
    description: "You've already tried this combination.",
    duration: TOAST_MS.guess,
  },
  newPuzzle: {
    title: 'New Daily Puzzle Available!',
    description: "You're in the middle of a game...",
    duration: TOAST_MS.newPuzzle,
  },
  copyFailed: {
    title: 'Failed to copy results',
    description: 'Please try again.',
    variant: 'destructive',
    duration: TOAST_MS.error,
  },
  copied: {
    title: 'Copied to clipboard!',
    description: 'Paste it anywhere.',
    variant: 'success',
    duration: TOAST_MS.share,
  },
  shared: { title: 'Results shared!', variant: 'success', duration: TOAST_MS.share },
  comingSoon: { title: 'Coming soon', description: 'Past puzzles are coming soon.', duration: TOAST_MS.share },
  guessFailed: (message: string): ToastInput => ({
    title: "That Spit didn't land",
    description: message,
    variant: 'destructive',
    duration: TOAST_MS.error,
  }),
  badgeShared: { title: 'Badge shared!', variant: 'success', duration: TOAST_MS.badge },
  badgeCopyFailed: { title: 'Failed to copy badge', variant: 'destructive', duration: TOAST_MS.error },
  badgeUnlocked: (icon: string, name: string): ToastInput => ({
    title: 'Badge unlocked!',
    description: `${icon} ${name}`,
    variant: 'success',
    duration: TOAST_MS.badge,
  }),
} satisfies Record<string, ToastInput | ((...args: never[]) => ToastInput)>;
