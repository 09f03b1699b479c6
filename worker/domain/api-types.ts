import type { PuzzleGroup } from './puzzle';

/** GET /api/puzzles/today: the day's tiles in the day's order; no groups. */
export interface PuzzleTilesResponse {
  date: string;
  puzzleNumber: number;
  tiles: string[];
}

/** GET /api/puzzles/:date for a past date: its answers are public. */
export interface PastPuzzleResponse extends PuzzleTilesResponse {
  groups: PuzzleGroup[];
  winQuote: string;
  lossQuote: string;
}

export interface HealthResponse {
  status: 'ok';
  time: string;
  puzzleDay: string;
}

export interface BetaClaimResponse {
  success: true;
  betaUserId: string;
  email: string;
  accessCode: string;
  joinedAt: string;
}

export interface BetaStatusResponse {
  isActive: true;
  betaUserId: string;
  email: string;
  accessCode: string;
  joinedAt: string;
  gamesPlayed: number;
  feedbackCount: number;
}

export interface PlayerProfileResponse {
  playerId: number;
  nickname: string;
  deviceId: string;
  createdAt: string;
  showOnLeaderboard: boolean;
  showRealName: boolean;
}

export interface NicknameAvailabilityResponse {
  available: boolean;
}

export interface NicknameSuggestionResponse {
  suggestion: string;
}

/** A group as revealed to a player: when solved, or in the solution once the game is over. */
export interface RevealedGroup {
  category: string;
  members: string[];
  difficulty: import('./puzzle').Difficulty;
}

export type GameStatus = 'in_progress' | 'won' | 'lost';

/**
 * POST /api/games (start or resume today's game; body {test?: true} plays tomorrow's puzzle as a beta test)
 * and the `game` of every guess answer.
 */
export interface GameStateResponse {
  gameId: string;
  puzzleNumber: number;
  date: string;
  isTest: boolean;
  /** All 16 tiles in the day's deal order (solved ones included; the client hides those). */
  tiles: string[];
  /** Solved groups in solve order. */
  solved: RevealedGroup[];
  mistakes: number;
  /** Every guess already made, as guessKey() strings (sorted, lower-cased, comma-joined). */
  guessedKeys: string[];
  status: GameStatus;
  startedAt: string;
  /** Seconds since the start as the server measures it (final time once the game is over). */
  elapsedSeconds: number;
  /** Present once the game is over: all four groups, easy to tricky. */
  solution?: RevealedGroup[];
}

export type GuessResult = 'correct' | 'incorrect' | 'one_away' | 'already_guessed';

/** POST /api/games/:id/guesses with {tiles: string[4], idempotencyKey: string}. */
export interface GuessResponse {
  result: GuessResult;
  /** The solved group when result is 'correct'. */
  group?: RevealedGroup;
  game: GameStateResponse;
}

/** GET /api/config: the public settings the web app needs (null when the operator has not set them). */
export interface PublicConfigResponse {
  vapidPublicKey: string | null;
  mailingListUrl: string | null;
}

/** POST /api/feedback and /api/feedback/beta. */
export interface FeedbackResponse {
  success: true;
  id: number | null;
}
