import { type EnhancedStats, emptyStats, type GameSession } from '../../../worker/domain/stats';
import { difficultySchema } from './game';
import { STORAGE_KEYS } from './keys';
import { persistedAtom } from './persisted';
import * as z from './schema';

const count = z.number().check(z.minimum(0));

const sessionSchema: z.Schema<GameSession> = z.object({
  id: z.string(),
  date: z.string(),
  puzzleNumber: z.number(),
  won: z.boolean(),
  timeInSeconds: count,
  mistakes: count,
  usedShuffle: z.boolean(),
  usedDeselectAll: z.boolean(),
  sharedResults: z.boolean(),
  solvedOrder: z.array(difficultySchema),
  timestamp: z.string(),
});

const statsSchema: z.Schema<EnhancedStats> = z.object({
  gamesPlayed: count,
  gamesWon: count,
  winPercentage: count,
  currentWinStreak: count,
  maxWinStreak: count,
  currentPlayStreak: count,
  maxPlayStreak: count,
  perfectGames: count,
  fastestWin: z.nullable(count),
  averageTime: count,
  totalTimeSpent: count,
  totalMistakes: count,
  averageMistakes: count,
  shuffleUsage: count,
  deselectAllUsage: count,
  shareCount: count,
  playDates: z.array(z.string()),
  lastPlayDate: z.nullable(z.string()),
  longestPlayStreak: count,
  badgesEarned: z.array(z.string()),
  achievementTimestamps: z.record(z.string(), z.string()),
});

/** Spec 000 §3's enhanced stats, local-first; badges live in badgesEarned by name. */
export const statsAtom = persistedAtom<EnhancedStats>(STORAGE_KEYS.stats, statsSchema, emptyStats());

/** Every finished game, one session per server game id. */
export const sessionsAtom = persistedAtom<GameSession[]>(STORAGE_KEYS.sessions, z.array(sessionSchema), []);
