import { atom } from 'jotai';
import type { RevealedGroup } from '../../../worker/domain/api-types';
import { BADGE_IDS } from '../../../worker/domain/badges';
import { DIFFICULTIES } from '../../../worker/domain/puzzle';
import { isPuzzleDate } from '../../../worker/domain/puzzle-day';
import { STORAGE_KEYS } from './keys';
import { persistedAtom } from './persisted';
import * as z from './schema';

export const difficultySchema = z.enum(DIFFICULTIES);

export const revealedGroupSchema: z.Schema<RevealedGroup> = z.object({
  category: z.string(),
  members: z.array(z.string()),
  difficulty: difficultySchema,
});

const count = z.number().check(z.minimum(0));

/**
 * Spec 000 §3's saved game state, every field, plus what a reload needs to put the board back as it was: the
 * server's game id and puzzle date, and the player's tile order. The server stays the truth for solved groups,
 * mistakes and guesses; this keeps the selection, the Remix order and the Remix/Scratch flags.
 */
const savedGameSchema = z.object({
  selectedTiles: z.array(z.string()),
  solvedGroups: z.array(revealedGroupSchema),
  mistakes: count,
  gameTime: count,
  guessedGroups: z.array(z.string()),
  solvedOrder: z.array(difficultySchema),
  gameStarted: z.boolean(),
  usedShuffle: z.boolean(),
  usedDeselectAll: z.boolean(),
  isLastMove: z.boolean(),
  playedAtMidnight: z.boolean(),
  sharedResults: z.boolean(),
  puzzleNumber: z.number(),
  gameId: z.string(),
  date: z.string(),
  tileOrder: z.array(z.string()),
});
export type SavedGame = z.infer<typeof savedGameSchema>;

export const savedGameAtom = persistedAtom<SavedGame | null>(STORAGE_KEYS.gameState, z.nullable(savedGameSchema), null);

/** Bumped to make the game page load its game again (after Reset Game or leaving test mode). */
export const gameReloadAtom = atom(0);

/**
 * Spec 000 §3's last game record (won, time, mistakes, nickname, puzzle, solvedOrder) plus what the results
 * page shows: the puzzle date, the solution, and the badges this game earned.
 */
const lastGameSchema = z.object({
  won: z.boolean(),
  time: z.number().check(z.minimum(0)),
  mistakes: z.number().check(z.minimum(0)),
  nickname: z.string(),
  puzzle: z.number(),
  solvedOrder: z.array(difficultySchema),
  date: z.string(),
  gameId: z.string(),
  isTest: z.boolean(),
  solution: z.array(revealedGroupSchema),
  newBadges: z.array(z.enum(BADGE_IDS)),
  /** True once the badge popup has been shown for newBadges. */
  badgesAnnounced: z.boolean(),
});
export type LastGame = z.infer<typeof lastGameSchema>;

export const lastGameAtom = persistedAtom<LastGame | null>(STORAGE_KEYS.lastGame, z.nullable(lastGameSchema), null);

/** Spec 000 §3's test date override: set by a beta tester's 'Test Tomorrow's Puzzle', cleared to return to today. */
export const testDateAtom = persistedAtom<string | null>(
  STORAGE_KEYS.testDate,
  z.nullable(z.string().check(z.refine(isPuzzleDate))),
  null,
);
