import { BADGES, type BadgeId } from './badges';
import type { Difficulty } from './puzzle';
import { addDays, daysBetween, isPuzzleDate } from './puzzle-day';

/** One finished game (spec 000 §3 "Game session"), kept locally under the 16bars_ prefix. */
export interface GameSession {
  id: string;
  /** The UTC puzzle date played, yyyy-mm-dd. */
  date: string;
  puzzleNumber: number;
  won: boolean;
  timeInSeconds: number;
  mistakes: number;
  usedShuffle: boolean;
  usedDeselectAll: boolean;
  sharedResults: boolean;
  /** Difficulties of the solved groups, in the order they were solved. */
  solvedOrder: Difficulty[];
  /** When the game finished, ISO 8601. */
  timestamp: string;
}

/** The spec's "Enhanced stats" (spec 000 §3), every field. Rates and averages are stored unrounded. */
export interface EnhancedStats {
  gamesPlayed: number;
  gamesWon: number;
  /** 0–100, unrounded; show it with formatRate. */
  winPercentage: number;
  currentWinStreak: number;
  maxWinStreak: number;
  currentPlayStreak: number;
  maxPlayStreak: number;
  perfectGames: number;
  /** Seconds of the fastest win, or null before the first win. */
  fastestWin: number | null;
  /** Seconds per game, over all games (wins and losses), unrounded. */
  averageTime: number;
  totalTimeSpent: number;
  totalMistakes: number;
  /** Mistakes per game, over all games, unrounded; show it with formatRate. */
  averageMistakes: number;
  /** Games in which Remix was used. */
  shuffleUsage: number;
  /** Games in which Scratch was used. */
  deselectAllUsage: number;
  shareCount: number;
  /** Distinct UTC puzzle dates played, ascending. */
  playDates: string[];
  lastPlayDate: string | null;
  /** The spec lists it beside maxPlayStreak; both hold the same value. */
  longestPlayStreak: number;
  /** Badge NAMES, as the spec stores them ("list of names"). */
  badgesEarned: string[];
  /** Badge name → ISO time it was earned. */
  achievementTimestamps: Record<string, string>;
}

/** My Stats lists this many recent games (spec 000 §9). */
export const RECENT_GAMES_LIMIT = 10;

/** Stats of a player who has not finished a game yet. */
export function emptyStats(): EnhancedStats {
  return {
    gamesPlayed: 0,
    gamesWon: 0,
    winPercentage: 0,
    currentWinStreak: 0,
    maxWinStreak: 0,
    currentPlayStreak: 0,
    maxPlayStreak: 0,
    perfectGames: 0,
    fastestWin: null,
    averageTime: 0,
    totalTimeSpent: 0,
    totalMistakes: 0,
    averageMistakes: 0,
    shuffleUsage: 0,
    deselectAllUsage: 0,
    shareCount: 0,
    playDates: [],
    lastPlayDate: null,
    longestPlayStreak: 0,
    badgesEarned: [],
    achievementTimestamps: {},
  };
}

/** Win percentage 0–100, unrounded; 0 before any game. */
export function winRate(stats: Pick<EnhancedStats, 'gamesPlayed' | 'gamesWon'>): number {
  return stats.gamesPlayed === 0 ? 0 : (stats.gamesWon / stats.gamesPlayed) * 100;
}

/** A rate or average with exactly one decimal, as My Stats shows it: 66.666… → '66.7', 2 → '2.0'. */
export function formatRate(value: number): string {
  if (!Number.isFinite(value)) return '0.0';
  // Round in decimal first: toFixed alone rounds the binary value, so 0.25 would give '0.2'.
  return (Math.round(value * 10) / 10).toFixed(1);
}

/**
 * The stats after one finished game; `stats` is not changed.
 *
 * Streaks count consecutive UTC puzzle days. Only the first game of a puzzle date counts for them: a replay of a
 * date (a reset game, a beta test of tomorrow's puzzle played again on the day) adds to the totals but can neither
 * extend nor break a streak, so a lost game cannot be "fixed" by replaying it. A session for a date earlier than
 * lastPlayDate joins the play dates (the play streaks are recomputed from them) but leaves the win streak alone:
 * stats do not keep which earlier days were won.
 */
export function recordGame(stats: EnhancedStats, session: GameSession): EnhancedStats {
  if (!isPuzzleDate(session.date)) throw new RangeError(`Game session date must be yyyy-mm-dd, got ${session.date}`);

  const gamesPlayed = stats.gamesPlayed + 1;
  const gamesWon = stats.gamesWon + (session.won ? 1 : 0);
  const totalTimeSpent = stats.totalTimeSpent + session.timeInSeconds;
  const totalMistakes = stats.totalMistakes + session.mistakes;

  const firstGameOfDate = !stats.playDates.includes(session.date);
  const playDates = firstGameOfDate ? [...stats.playDates, session.date].sort() : stats.playDates;
  const lastPlayDate = playDates[playDates.length - 1] ?? null;
  const runs = playRuns(playDates);
  const maxPlayStreak = Math.max(stats.maxPlayStreak, runs.longest);

  let currentWinStreak = stats.currentWinStreak;
  const isNewestDate = stats.lastPlayDate === null || session.date > stats.lastPlayDate;
  if (firstGameOfDate && isNewestDate) {
    const continuesYesterday = stats.lastPlayDate !== null && addDays(stats.lastPlayDate, 1) === session.date;
    currentWinStreak = session.won ? (continuesYesterday ? stats.currentWinStreak + 1 : 1) : 0;
  }

  return {
    ...stats,
    gamesPlayed,
    gamesWon,
    winPercentage: winRate({ gamesPlayed, gamesWon }),
    currentWinStreak,
    maxWinStreak: Math.max(stats.maxWinStreak, currentWinStreak),
    currentPlayStreak: runs.current,
    maxPlayStreak,
    longestPlayStreak: maxPlayStreak,
    perfectGames: stats.perfectGames + (session.won && session.mistakes === 0 ? 1 : 0),
    fastestWin:
      session.won && (stats.fastestWin === null || session.timeInSeconds < stats.fastestWin)
        ? session.timeInSeconds
        : stats.fastestWin,
    totalTimeSpent,
    averageTime: totalTimeSpent / gamesPlayed,
    totalMistakes,
    averageMistakes: totalMistakes / gamesPlayed,
    shuffleUsage: stats.shuffleUsage + (session.usedShuffle ? 1 : 0),
    deselectAllUsage: stats.deselectAllUsage + (session.usedDeselectAll ? 1 : 0),
    playDates,
    lastPlayDate,
  };
}

/** The run of consecutive dates ending at the newest date, and the longest run, of ascending distinct dates. */
function playRuns(sortedDates: readonly string[]): { current: number; longest: number } {
  let run = 0;
  let longest = 0;
  let previous: string | undefined;
  for (const date of sortedDates) {
    run = previous !== undefined && daysBetween(previous, date) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  return { current: run, longest };
}

/**
 * The current streaks as they stand on `today` (a UTC puzzle date): stored streaks only change when a game is
 * recorded, so a player who skipped yesterday still has them stored; they are broken unless the last play was
 * today or yesterday.
 */
export function streaksOn(
  stats: EnhancedStats,
  today: string,
): { currentWinStreak: number; currentPlayStreak: number } {
  const alive = stats.lastPlayDate !== null && daysBetween(stats.lastPlayDate, today) <= 1;
  return alive
    ? { currentWinStreak: stats.currentWinStreak, currentPlayStreak: stats.currentPlayStreak }
    : { currentWinStreak: 0, currentPlayStreak: 0 };
}

/** The stats after the player shared a result (Share Results); `stats` is not changed. */
export function recordShare(stats: EnhancedStats): EnhancedStats {
  return { ...stats, shareCount: stats.shareCount + 1 };
}

/**
 * The stats with badges added by id, stored by name with `nowIso` as the time earned. Badges already earned keep
 * their first time; `stats` is not changed.
 */
export function recordBadges(stats: EnhancedStats, badgeIds: readonly BadgeId[], nowIso: string): EnhancedStats {
  const badgesEarned = [...stats.badgesEarned];
  const achievementTimestamps = { ...stats.achievementTimestamps };
  for (const badge of BADGES) {
    if (!badgeIds.includes(badge.id) || badgesEarned.includes(badge.name)) continue;
    badgesEarned.push(badge.name);
    achievementTimestamps[badge.name] = nowIso;
  }
  return { ...stats, badgesEarned, achievementTimestamps };
}

/** How many games ended with 0, 1, 2 and 3 mistakes among wins, and how many were lost. */
export interface MistakeDistribution {
  0: number;
  1: number;
  2: number;
  3: number;
  lost: number;
}

/** Counts for the My Stats mistake chart: wins by their mistakes, losses on their own. */
export function mistakeDistribution(sessions: readonly GameSession[]): MistakeDistribution {
  const distribution: MistakeDistribution = { 0: 0, 1: 0, 2: 0, 3: 0, lost: 0 };
  for (const session of sessions) {
    if (!session.won) distribution.lost++;
    else if (session.mistakes === 0 || session.mistakes === 1 || session.mistakes === 2 || session.mistakes === 3)
      distribution[session.mistakes]++;
  }
  return distribution;
}

/** The `limit` newest sessions, newest first by finish time; of equal times, the later-recorded first. */
export function recentGames(sessions: readonly GameSession[], limit = RECENT_GAMES_LIMIT): GameSession[] {
  return sessions
    .map((session, index) => ({ session, index, time: Date.parse(session.timestamp) || 0 }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .slice(0, Math.max(0, limit))
    .map(({ session }) => session);
}
