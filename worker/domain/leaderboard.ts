import { addDays } from './puzzle-day';

/** Spec 000 §5's leaderboard windows, in the order the tabs show them. */
export const LEADERBOARD_PERIODS = ['daily', 'weekly', 'monthly', 'allTime'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** Spec 000 §9: the board lists this many players. */
export const LEADERBOARD_SIZE = 20;
/** Spec 000 §9: a game that was not won counts as this many seconds. */
export const NON_WINNER_SECONDS = 999;
/** Spec 000 §6: players who hide their name appear as this prefix plus their registry id. */
const ANONYMOUS_PREFIX = '16barsplayer';

/** Tab label, the spec's description, and the name the empty state uses, per window. */
export const PERIOD_COPY: Record<LeaderboardPeriod, { label: string; description: string; name: string }> = {
  daily: { label: 'Daily', description: "Best completion times for today's puzzle", name: 'daily' },
  weekly: { label: 'Weekly', description: 'Average of best daily times over the past 7 days', name: 'weekly' },
  monthly: { label: 'Monthly', description: 'Average of best daily times over the past 30 days', name: 'monthly' },
  allTime: { label: 'All Time', description: 'Overall fastest times and best averages', name: 'all time' },
};

/** Days a window spans, today included; allTime has no start. */
const WINDOW_DAYS: Record<LeaderboardPeriod, number | null> = { daily: 1, weekly: 7, monthly: 30, allTime: null };

/** The puzzle dates a window covers, both ends inclusive (UTC days); `from` is null for allTime. */
export function periodRange(period: LeaderboardPeriod, today: string): { from: string | null; to: string } {
  const days = WINDOW_DAYS[period];
  return { from: days === null ? null : addDays(today, 1 - days), to: today };
}

/** The name a player shows on the board: their nickname, or 16barsplayerN when they hide it. */
export function displayName(player: { id: number; nickname: string; showRealName: boolean }): string {
  return player.showRealName ? player.nickname : `${ANONYMOUS_PREFIX}${player.id}`;
}

/** The seconds a finished game counts for: its whole seconds if won (as the player saw them), else 999. */
export function countedSeconds(won: boolean, durationMs: number | null): number {
  return won && durationMs !== null ? Math.floor(durationMs / 1000) : NON_WINNER_SECONDS;
}

/** One finished, non-test game as the leaderboard sees it. */
export interface CountedGame {
  date: string;
  won: boolean;
  /** countedSeconds of the game. */
  seconds: number;
}

/** A player's figures over one window, unrounded: what the board is ordered by. */
export interface Standing {
  playerId: number;
  nickname: string;
  showRealName: boolean;
  bestTime: number;
  averageTime: number;
  gamesPlayed: number;
  totalWins: number;
  lastPlayed: string;
}

/**
 * A player's standing from their games in a window (at least one). Weekly and monthly average each day's best
 * time; daily and all time average every game.
 */
export function summarize(
  player: Pick<Standing, 'playerId' | 'nickname' | 'showRealName'>,
  games: readonly CountedGame[],
  period: LeaderboardPeriod,
): Standing {
  if (games.length === 0) throw new RangeError('A standing needs at least one game');
  const bestByDay = new Map<string, number>();
  for (const game of games) bestByDay.set(game.date, Math.min(bestByDay.get(game.date) ?? Infinity, game.seconds));
  const averaged = period === 'weekly' || period === 'monthly' ? [...bestByDay.values()] : games.map((g) => g.seconds);
  return {
    ...player,
    bestTime: Math.min(...games.map((g) => g.seconds)),
    averageTime: averaged.reduce((sum, s) => sum + s, 0) / averaged.length,
    gamesPlayed: games.length,
    totalWins: games.filter((g) => g.won).length,
    lastPlayed: [...bestByDay.keys()].sort().at(-1) as string,
  };
}

const winShare = (s: Pick<Standing, 'totalWins' | 'gamesPlayed'>) => s.totalWins / s.gamesPlayed;

/** Strings in code point order, which is the byte order SQLite compares UTF-8 text in (UTF-16 units are not). */
function byCodePoint(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * Spec 000 §9's order: best time ascending, then average time ascending, then win percentage descending; the
 * nickname (unique) last, so equal figures always list the same way. leaderboard-store's rank query restates it
 * in SQL, so the nickname compares as SQLite compares text.
 */
export function compareStandings(a: Standing, b: Standing): number {
  return (
    a.bestTime - b.bestTime ||
    a.averageTime - b.averageTime ||
    winShare(b) - winShare(a) ||
    byCodePoint(a.nickname, b.nickname)
  );
}

/** A row of GET /api/leaderboard (spec 000 §3 "Leaderboard entry", without device ids or hidden names). */
export interface LeaderboardEntry {
  rank: number;
  displayName: string;
  /** Seconds; 999 when the player won nothing in the window. */
  bestTime: number;
  /** Seconds, one decimal. */
  averageTime: number;
  gamesPlayed: number;
  totalWins: number;
  /** 0–100, one decimal. */
  winPercentage: number;
  /** The latest puzzle date played in the window, yyyy-mm-dd. */
  lastPlayed: string;
  isCurrentPlayer: boolean;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function toEntry(standing: Standing, rank: number, isCurrentPlayer: boolean): LeaderboardEntry {
  return {
    rank,
    displayName: displayName({ id: standing.playerId, ...standing }),
    bestTime: standing.bestTime,
    averageTime: oneDecimal(standing.averageTime),
    gamesPlayed: standing.gamesPlayed,
    totalWins: standing.totalWins,
    winPercentage: oneDecimal(winShare(standing) * 100),
    lastPlayed: standing.lastPlayed,
    isCurrentPlayer,
  };
}

/** The day's leaderboard sponsorship (sold on the marketplace, phase 2). */
export interface LeaderboardSponsor {
  name: string;
  text?: string;
  handle?: string;
}

export interface LeaderboardResponse {
  period: LeaderboardPeriod;
  /** Today's UTC puzzle date: the window ends on it. */
  date: string;
  sponsor: LeaderboardSponsor | null;
  entries: LeaderboardEntry[];
  /** The signed-in player's row, also when outside the top 20; null without games in the window or when hidden. */
  currentPlayer: { rank: number; entry: LeaderboardEntry } | null;
}

/** Spec 000 §2: 'Leaderboard', or 'Leaderboard (Sponsored by {sponsor})' on a sponsored day. */
export const leaderboardTitle = (sponsor: Pick<LeaderboardSponsor, 'name'> | null) =>
  sponsor ? `Leaderboard (Sponsored by ${sponsor.name})` : 'Leaderboard';

/** The sponsor's 'Follow them' handle with the @ the spec adds when missing; null when there is none. */
export function followHandle(handle: string | undefined): string | null {
  const trimmed = handle?.trim().replace(/^@+/, '');
  return trimmed ? `@${trimmed}` : null;
}
