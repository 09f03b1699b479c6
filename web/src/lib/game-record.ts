import type { GameStateResponse } from '../../../worker/domain/api-types';
import { type BadgeId, evaluateBadges, playedNearMidnight, shareBadges } from '../../../worker/domain/badges';
import { isLastMove } from '../../../worker/domain/game-rules';
import { sortByDifficulty } from '../../../worker/domain/puzzle';
import {
  type EnhancedStats,
  type GameSession,
  recordBadges,
  recordGame,
  recordShare,
} from '../../../worker/domain/stats';
import type { LastGame, SavedGame } from '../state/game';
import { boardTiles, keepSelectable } from './board';

function blankSavedGame(game: GameStateResponse): SavedGame {
  return {
    selectedTiles: [],
    solvedGroups: [],
    mistakes: 0,
    gameTime: 0,
    guessedGroups: [],
    solvedOrder: [],
    gameStarted: false,
    usedShuffle: false,
    usedDeselectAll: false,
    isLastMove: false,
    playedAtMidnight: false,
    sharedResults: false,
    puzzleNumber: game.puzzleNumber,
    gameId: game.gameId,
    date: game.date,
    tileOrder: [],
  };
}

/** When the server finished the game (or now, for a game still running): its start plus its measured time. */
export const finishedAt = (game: GameStateResponse) => Date.parse(game.startedAt) + game.elapsedSeconds * 1000;

/**
 * The saved state for a game the server just described. A state saved for another game (another puzzle
 * number, another player) starts over; the server decides solved groups, mistakes and guesses, and the saved
 * state keeps the selection, the tile order and the Remix/Scratch flags.
 */
export function resumeSavedGame(saved: SavedGame | null, game: GameStateResponse): SavedGame {
  const same = saved !== null && saved.gameId === game.gameId && saved.puzzleNumber === game.puzzleNumber;
  const base = same ? saved : blankSavedGame(game);
  const tileOrder = boardTiles(same ? saved.tileOrder : undefined, game.tiles, game.solved);
  const over = game.status !== 'in_progress';
  const selectedTiles = over ? [] : keepSelectable(base.selectedTiles, tileOrder);
  return {
    ...base,
    selectedTiles,
    tileOrder,
    solvedGroups: game.solved,
    solvedOrder: game.solved.map((group) => group.difficulty),
    mistakes: game.mistakes,
    guessedGroups: game.guessedKeys,
    gameTime: game.elapsedSeconds,
    gameStarted: base.gameStarted || selectedTiles.length > 0 || game.solved.length > 0 || game.mistakes > 0,
    isLastMove: isLastMove(game.status, game.mistakes),
    playedAtMidnight: over && playedNearMidnight(game.startedAt, finishedAt(game)),
  };
}

export interface FinishedGame {
  saved: SavedGame;
  stats: EnhancedStats;
  sessions: GameSession[];
  lastGame: LastGame;
}

/**
 * Everything a finished game changes locally (spec 000 §4 "Win"): the session, the stats and the badges are
 * recorded once per server game id, so reloading a finished game or finishing it in two tabs counts it once.
 */
export function finishGame(input: {
  game: GameStateResponse;
  saved: SavedGame | null;
  previous: LastGame | null;
  nickname: string;
  stats: EnhancedStats;
  sessions: readonly GameSession[];
}): FinishedGame {
  const { game, nickname } = input;
  const saved = resumeSavedGame(input.saved, game);
  const won = game.status === 'won';
  const finished = finishedAt(game);
  const known = input.sessions.some((session) => session.id === game.gameId);
  let stats = input.stats;
  let newBadges: BadgeId[] = [];
  let sessions = [...input.sessions];
  if (!known) {
    const session: GameSession = {
      id: game.gameId,
      date: game.date,
      puzzleNumber: game.puzzleNumber,
      won,
      timeInSeconds: game.elapsedSeconds,
      mistakes: game.mistakes,
      usedShuffle: saved.usedShuffle,
      usedDeselectAll: saved.usedDeselectAll,
      sharedResults: saved.sharedResults,
      solvedOrder: saved.solvedOrder,
      timestamp: new Date(finished).toISOString(),
    };
    const recorded = recordGame(stats, session);
    newBadges = evaluateBadges(recorded, session, { startedAt: game.startedAt, finishedAt: finished });
    stats = recordBadges(recorded, newBadges, new Date(finished).toISOString());
    sessions = [...sessions, session];
  }
  const previous = input.previous?.gameId === game.gameId ? input.previous : null;
  const lastGame: LastGame = {
    won,
    time: game.elapsedSeconds,
    mistakes: game.mistakes,
    nickname,
    puzzle: game.puzzleNumber,
    solvedOrder: saved.solvedOrder,
    date: game.date,
    gameId: game.gameId,
    isTest: game.isTest,
    solution: game.solution ?? sortByDifficulty(game.solved),
    newBadges: previous ? previous.newBadges : newBadges,
    badgesAnnounced: previous?.badgesAnnounced ?? false,
  };
  return { saved, stats, sessions, lastGame };
}

/** A shared result: counted in the stats, marked on its session, and Street Team Official when it is the first. */
export function shareGame(
  stats: EnhancedStats,
  sessions: readonly GameSession[],
  gameId: string,
  nowIso: string,
): { stats: EnhancedStats; sessions: GameSession[]; newBadges: BadgeId[] } {
  const shared = recordShare(stats);
  const newBadges = shareBadges(shared);
  return {
    stats: recordBadges(shared, newBadges, nowIso),
    sessions: sessions.map((session) => (session.id === gameId ? { ...session, sharedResults: true } : session)),
    newBadges,
  };
}
