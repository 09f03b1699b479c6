import type { EnhancedStats, GameSession } from './stats';

/** The badge ids of spec 000 §3, in the table's order (also the order every list of badges here uses). */
export const BADGE_IDS = [
  'first_win',
  'perfect_game',
  'speed_demon',
  'comeback_kid',
  'purist',
  'last_stand',
  'night_owl',
  'streak_3',
  'streak_7',
  'social_butterfly',
  'beta_tester',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export interface BadgeDefinition {
  id: BadgeId;
  name: string;
  description: string;
  icon: string;
}

export interface BadgeProgress {
  current: number;
  target: number;
}

/** A badge as My Stats and the Badges panel show it (spec 000 §3 "Badge"). */
export interface Badge extends BadgeDefinition {
  earned: boolean;
  progress?: BadgeProgress;
}

/** Wins faster than this many seconds earn Fast Life. */
export const SPEED_BADGE_SECONDS = 90;
export const WIN_STREAK_TARGET = 3;
export const PLAY_STREAK_TARGET = 7;
/** Midnight Marauder: playing this close to a UTC midnight, either side, inclusive. */
export const NIGHT_OWL_WINDOW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export const BADGES: readonly BadgeDefinition[] = [
  { id: 'first_win', name: 'The First 16', description: 'Win your first puzzle', icon: '🎤' },
  { id: 'perfect_game', name: 'Flawless Victory', description: 'Win with no mistakes', icon: '💎' },
  { id: 'speed_demon', name: 'Fast Life', description: 'Win in under 90 seconds', icon: '⚡' },
  { id: 'comeback_kid', name: 'Against All Odds', description: 'Win with 2 or more mistakes', icon: '🥊' },
  { id: 'purist', name: 'Never Switch Up', description: 'Win without using Remix or Scratch', icon: '🎯' },
  { id: 'last_stand', name: 'Through the Wire', description: 'Win on your final move, with 3 mistakes', icon: '🩹' },
  { id: 'night_owl', name: 'Midnight Marauder', description: 'Play within 5 minutes of midnight UTC', icon: '🦉' },
  { id: 'streak_3', name: 'Three the Hard Way', description: 'Win 3 daily puzzles in a row', icon: '🔥' },
  { id: 'streak_7', name: 'No Days Off', description: 'Play 7 days in a row', icon: '📅' },
  { id: 'social_butterfly', name: 'Street Team Official', description: 'Share your results', icon: '📣' },
  { id: 'beta_tester', name: 'Unsigned Hype', description: 'Join the beta', icon: '📼' },
];

/** The definition of a badge id. */
export function getBadge(id: BadgeId): BadgeDefinition {
  return BADGES.find((badge) => badge.id === id) as BadgeDefinition;
}

/** True when the stats already hold the badge (they store names, as the spec says). */
export function hasBadge(stats: Pick<EnhancedStats, 'badgesEarned'>, id: BadgeId): boolean {
  return stats.badgesEarned.includes(getBadge(id).name);
}

/** When the game was played: ISO 8601 strings or epoch milliseconds. */
export interface BadgeContext {
  startedAt: string | number;
  finishedAt: string | number;
}

/**
 * The ids of the badges a finished game newly earns, in table order; badges already in stats.badgesEarned are
 * left out. `stats` must be the stats AFTER recordGame(…, lastGame), so the streaks include this game.
 * Sharing and registration earn their badges elsewhere: see shareBadges and registrationBadges.
 */
export function evaluateBadges(stats: EnhancedStats, lastGame: GameSession, context: BadgeContext): BadgeId[] {
  const { won, mistakes, timeInSeconds } = lastGame;
  const met: Record<BadgeId, boolean> = {
    // Stats from before badges existed may hold wins already; the next win is the first one badges can see.
    first_win: won,
    perfect_game: won && mistakes === 0,
    speed_demon: won && timeInSeconds < SPEED_BADGE_SECONDS,
    comeback_kid: won && mistakes >= 2,
    purist: won && !lastGame.usedShuffle && !lastGame.usedDeselectAll,
    // The fourth mistake ends the game, so a win at 3 mistakes came on the last move the player had.
    last_stand: won && mistakes === 3,
    night_owl: playedNearMidnight(context.startedAt, context.finishedAt),
    streak_3: stats.currentWinStreak >= WIN_STREAK_TARGET,
    streak_7: stats.currentPlayStreak >= PLAY_STREAK_TARGET,
    social_butterfly: stats.shareCount >= 1 || lastGame.sharedResults,
    beta_tester: false,
  };
  return BADGE_IDS.filter((id) => met[id] && !hasBadge(stats, id));
}

/** Street Team Official, if the player has shared (call after recordShare) and does not hold it yet. */
export function shareBadges(stats: EnhancedStats): BadgeId[] {
  return stats.shareCount >= 1 && !hasBadge(stats, 'social_butterfly') ? ['social_butterfly'] : [];
}

/** Unsigned Hype, granted when the player registers for the beta, unless already held. */
export function registrationBadges(stats: EnhancedStats): BadgeId[] {
  return hasBadge(stats, 'beta_tester') ? [] : ['beta_tester'];
}

/**
 * True when any part of the game, from start to finish, lies within 5 minutes of a UTC midnight: started or
 * finished between 23:55 and 00:05, or played straight through midnight.
 */
export function playedNearMidnight(startedAt: string | number, finishedAt: string | number): boolean {
  const a = new Date(startedAt).getTime();
  const b = new Date(finishedAt).getTime();
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  const start = Math.min(a, b);
  const end = Math.max(a, b);
  // The nearest midnights are the one opening the start's day and the one after it; any later one lies inside.
  const firstMidnight = Math.floor(start / DAY_MS) * DAY_MS;
  return [firstMidnight, firstMidnight + DAY_MS].some(
    (midnight) => start <= midnight + NIGHT_OWL_WINDOW_MS && end >= midnight - NIGHT_OWL_WINDOW_MS,
  );
}

/** Progress toward the two streak badges, capped at the target. */
export function badgeProgress(stats: EnhancedStats): Record<'streak_3' | 'streak_7', BadgeProgress> {
  return {
    streak_3: { current: Math.min(stats.currentWinStreak, WIN_STREAK_TARGET), target: WIN_STREAK_TARGET },
    streak_7: { current: Math.min(stats.currentPlayStreak, PLAY_STREAK_TARGET), target: PLAY_STREAK_TARGET },
  };
}

/** Every badge with whether it is earned, and progress for the streak badges (full once earned). */
export function badgeStatuses(stats: EnhancedStats): Badge[] {
  const progress = badgeProgress(stats);
  return BADGES.map((badge) => {
    const earned = hasBadge(stats, badge.id);
    if (badge.id !== 'streak_3' && badge.id !== 'streak_7') return { ...badge, earned };
    const { current, target } = progress[badge.id];
    // A streak that broke after the badge was won should not make an earned badge look unfinished.
    return { ...badge, earned, progress: { current: earned ? target : current, target } };
  });
}
