import { describe, expect, it } from 'vitest';
import { finishGame, resumeSavedGame, shareGame } from '../../web/src/lib/game-record';
import type { SavedGame } from '../../web/src/state/game';
import type { GameStateResponse, RevealedGroup } from '../../worker/domain/api-types';
import { emptyStats } from '../../worker/domain/stats';

const groups: RevealedGroup[] = [
  { category: 'Easy', difficulty: 'easy', members: ['A1', 'A2', 'A3', 'A4'] },
  { category: 'Normal', difficulty: 'normal', members: ['B1', 'B2', 'B3', 'B4'] },
  { category: 'Hard', difficulty: 'hard', members: ['C1', 'C2', 'C3', 'C4'] },
  { category: 'Tricky', difficulty: 'tricky', members: ['D1', 'D2', 'D3', 'D4'] },
];
const dealt = groups.flatMap((g) => g.members).reverse();

function game(overrides: Partial<GameStateResponse> = {}): GameStateResponse {
  return {
    gameId: 'game-1',
    puzzleNumber: 7,
    date: '2026-03-14',
    isTest: false,
    tiles: dealt,
    solved: [],
    mistakes: 0,
    guessedKeys: [],
    status: 'in_progress',
    startedAt: '2026-03-14T12:00:00.000Z',
    elapsedSeconds: 10,
    ...overrides,
  };
}

const [easy, normal, hard, tricky] = groups as [RevealedGroup, RevealedGroup, RevealedGroup, RevealedGroup];
const won = () =>
  game({
    solved: [normal, easy, tricky, hard],
    status: 'won',
    mistakes: 1,
    elapsedSeconds: 75,
    guessedKeys: ['a', 'b', 'c', 'd', 'e'],
    solution: groups,
  });

describe('resumeSavedGame', () => {
  it('starts a blank state for a new game, tiles in the deal order', () => {
    const saved = resumeSavedGame(null, game());
    expect(saved).toMatchObject({ gameId: 'game-1', puzzleNumber: 7, selectedTiles: [], gameStarted: false });
    expect(saved.tileOrder).toEqual(dealt);
  });

  it('keeps the selection, order and flags of the same game but takes solved groups and mistakes from the server', () => {
    const before = resumeSavedGame(null, game());
    const local: SavedGame = {
      ...before,
      selectedTiles: ['A1', 'B1'],
      tileOrder: [...dealt].sort(),
      usedShuffle: true,
      gameStarted: true,
    };
    const after = resumeSavedGame(local, game({ solved: [easy], mistakes: 2, guessedKeys: ['x', 'y', 'z'] }));
    expect(after.selectedTiles).toEqual(['B1']);
    expect(after.tileOrder).toEqual([...dealt].sort().filter((t) => !t.startsWith('A')));
    expect(after).toMatchObject({
      usedShuffle: true,
      mistakes: 2,
      solvedOrder: ['easy'],
      guessedGroups: ['x', 'y', 'z'],
    });
  });

  it('resets a state saved for another puzzle number', () => {
    const old: SavedGame = {
      ...resumeSavedGame(null, game()),
      puzzleNumber: 6,
      selectedTiles: ['A1'],
      usedShuffle: true,
    };
    const fresh = resumeSavedGame(old, game());
    expect(fresh).toMatchObject({ selectedTiles: [], usedShuffle: false, puzzleNumber: 7 });
  });

  it('marks a win at 3 mistakes as the last move', () => {
    expect(resumeSavedGame(null, { ...won(), mistakes: 3 }).isLastMove).toBe(true);
    expect(resumeSavedGame(null, won()).isLastMove).toBe(false);
  });
});

describe('finishGame', () => {
  const finish = (overrides: Partial<Parameters<typeof finishGame>[0]> = {}) =>
    finishGame({
      game: won(),
      saved: null,
      previous: null,
      nickname: 'Rakim',
      stats: emptyStats(),
      sessions: [],
      ...overrides,
    });

  it('records the session, the stats and the badges, and saves the last game', () => {
    const result = finish();
    expect(result.sessions).toHaveLength(1);
    expect(result.sessions[0]).toMatchObject({
      id: 'game-1',
      date: '2026-03-14',
      won: true,
      timeInSeconds: 75,
      mistakes: 1,
      solvedOrder: ['normal', 'easy', 'tricky', 'hard'],
      timestamp: '2026-03-14T12:01:15.000Z',
    });
    expect(result.stats.gamesPlayed).toBe(1);
    expect(result.lastGame).toMatchObject({
      won: true,
      time: 75,
      mistakes: 1,
      nickname: 'Rakim',
      puzzle: 7,
      solvedOrder: ['normal', 'easy', 'tricky', 'hard'],
      newBadges: ['first_win', 'speed_demon', 'purist'],
      badgesAnnounced: false,
    });
    expect(result.stats.badgesEarned).toEqual(['The First 16', 'Fast Life', 'Never Switch Up']);
  });

  it('counts a game id only once', () => {
    const first = finish();
    const again = finish({ stats: first.stats, sessions: first.sessions, previous: first.lastGame });
    expect(again.stats).toBe(first.stats);
    expect(again.sessions).toHaveLength(1);
    expect(again.lastGame.newBadges).toEqual(first.lastGame.newBadges);
  });

  it('records a loss with the unsolved groups left out of solvedOrder', () => {
    const lost = game({ solved: [easy], mistakes: 4, status: 'lost', solution: groups, elapsedSeconds: 200 });
    const result = finish({ game: lost });
    expect(result.lastGame).toMatchObject({ won: false, mistakes: 4, solvedOrder: ['easy'], newBadges: [] });
    expect(result.stats).toMatchObject({ gamesPlayed: 1, gamesWon: 0, currentWinStreak: 0 });
  });

  it('carries Remix and Scratch use into the session', () => {
    const saved: SavedGame = { ...resumeSavedGame(null, game()), usedShuffle: true };
    const result = finish({ saved });
    expect(result.sessions[0]?.usedShuffle).toBe(true);
    expect(result.lastGame.newBadges).not.toContain('purist');
  });
});

describe('shareGame', () => {
  it('counts the share, marks the session and earns Street Team Official once', () => {
    const { stats, sessions } = finishGame({
      game: won(),
      saved: null,
      previous: null,
      nickname: 'Rakim',
      stats: emptyStats(),
      sessions: [],
    });
    const first = shareGame(stats, sessions, 'game-1', '2026-03-14T13:00:00.000Z');
    expect(first.newBadges).toEqual(['social_butterfly']);
    expect(first.stats.shareCount).toBe(1);
    expect(first.sessions[0]?.sharedResults).toBe(true);
    const second = shareGame(first.stats, first.sessions, 'game-1', '2026-03-14T13:05:00.000Z');
    expect(second.newBadges).toEqual([]);
    expect(second.stats.shareCount).toBe(2);
  });
});
