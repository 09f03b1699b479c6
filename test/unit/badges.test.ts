import { describe, expect, it } from 'vitest';
import {
  BADGE_IDS,
  BADGES,
  type BadgeContext,
  type BadgeId,
  badgeProgress,
  badgeStatuses,
  evaluateBadges,
  getBadge,
  playedNearMidnight,
  registrationBadges,
  shareBadges,
} from '../../worker/domain/badges';
import { addDays } from '../../worker/domain/puzzle-day';
import { type EnhancedStats, emptyStats, type GameSession, recordBadges, recordGame } from '../../worker/domain/stats';

const NOON: BadgeContext = { startedAt: '2026-03-14T12:00:00.000Z', finishedAt: '2026-03-14T12:02:00.000Z' };

function session(overrides: Partial<GameSession> = {}): GameSession {
  return {
    id: 'g1',
    date: '2026-03-14',
    puzzleNumber: 12,
    won: true,
    timeInSeconds: 120,
    mistakes: 1,
    usedShuffle: true,
    usedDeselectAll: false,
    sharedResults: false,
    solvedOrder: ['easy', 'normal', 'hard', 'tricky'],
    timestamp: '2026-03-14T12:02:00.000Z',
    ...overrides,
  };
}

/** Records the game on `stats` and evaluates it, as the results flow does. */
function finish(game: GameSession, stats: EnhancedStats = emptyStats(), context = NOON): BadgeId[] {
  return evaluateBadges(recordGame(stats, game), game, context);
}

function holding(...ids: BadgeId[]): EnhancedStats {
  return recordBadges(emptyStats(), ids, '2026-01-01T00:00:00.000Z');
}

describe('the badge table', () => {
  it('has the 11 badges of the spec with their exact ids and names', () => {
    expect(BADGES.map((b) => [b.id, b.name])).toEqual([
      ['first_win', 'The First 16'],
      ['perfect_game', 'Flawless Victory'],
      ['speed_demon', 'Fast Life'],
      ['comeback_kid', 'Against All Odds'],
      ['purist', 'Never Switch Up'],
      ['last_stand', 'Through the Wire'],
      ['night_owl', 'Midnight Marauder'],
      ['streak_3', 'Three the Hard Way'],
      ['streak_7', 'No Days Off'],
      ['social_butterfly', 'Street Team Official'],
      ['beta_tester', 'Unsigned Hype'],
    ]);
    expect(BADGE_IDS).toEqual(BADGES.map((b) => b.id));
  });

  it('gives every badge a description and its own icon', () => {
    for (const badge of BADGES) expect(badge.description.length).toBeGreaterThan(5);
    expect(new Set(BADGES.map((b) => b.icon)).size).toBe(11);
  });
});

describe('badges earned by a finished game', () => {
  it('grants "The First 16" for a first win', () => {
    expect(finish(session())).toEqual(['first_win']);
  });

  it('grants nothing for a loss at noon', () => {
    expect(finish(session({ won: false, mistakes: 4 }))).toEqual([]);
  });

  it('grants "Flawless Victory" for a win with no mistakes', () => {
    expect(finish(session({ mistakes: 0 }))).toContain('perfect_game');
    expect(finish(session({ mistakes: 1 }))).not.toContain('perfect_game');
  });

  it('grants "Fast Life" for a win under 90 s, not at 90 s, not for a fast loss', () => {
    expect(finish(session({ timeInSeconds: 89 }))).toContain('speed_demon');
    expect(finish(session({ timeInSeconds: 90 }))).not.toContain('speed_demon');
    expect(finish(session({ timeInSeconds: 30, won: false, mistakes: 4 }))).not.toContain('speed_demon');
  });

  it('grants "Against All Odds" for a win with 2 or more mistakes', () => {
    expect(finish(session({ mistakes: 1 }))).not.toContain('comeback_kid');
    expect(finish(session({ mistakes: 2 }))).toContain('comeback_kid');
    expect(finish(session({ mistakes: 3 }))).toContain('comeback_kid');
  });

  it('grants "Never Switch Up" for a win with no shuffle and no deselect-all', () => {
    expect(finish(session({ usedShuffle: false, usedDeselectAll: false }))).toContain('purist');
    expect(finish(session({ usedShuffle: true, usedDeselectAll: false }))).not.toContain('purist');
    expect(finish(session({ usedShuffle: false, usedDeselectAll: true }))).not.toContain('purist');
    expect(finish(session({ usedShuffle: false, usedDeselectAll: false, won: false, mistakes: 4 }))).toEqual([]);
  });

  it('grants "Through the Wire" for a win on the final move with 3 mistakes', () => {
    expect(finish(session({ mistakes: 3 }))).toEqual(['first_win', 'comeback_kid', 'last_stand']);
    expect(finish(session({ mistakes: 2 }))).not.toContain('last_stand');
  });

  it('lists every badge a perfect fast first win earns, in table order', () => {
    const game = session({ mistakes: 0, timeInSeconds: 45, usedShuffle: false });
    expect(finish(game)).toEqual(['first_win', 'perfect_game', 'speed_demon', 'purist']);
  });

  it('never grants a badge already held (stats keep badge names)', () => {
    const stats = holding('first_win', 'perfect_game');
    expect(stats.badgesEarned).toEqual(['The First 16', 'Flawless Victory']);
    expect(finish(session({ mistakes: 0 }), stats)).toEqual([]);
  });

  it('grants "Midnight Marauder" for a game started or finished within 5 minutes of midnight UTC, won or lost', () => {
    const late = { startedAt: '2026-03-14T23:50:00Z', finishedAt: '2026-03-14T23:56:30Z' };
    const early = { startedAt: '2026-03-15T00:04:59Z', finishedAt: '2026-03-15T00:09:00Z' };
    expect(finish(session({ won: false, mistakes: 4 }), emptyStats(), late)).toEqual(['night_owl']);
    expect(finish(session({ won: false, mistakes: 4 }), emptyStats(), early)).toEqual(['night_owl']);
    expect(finish(session({ won: false, mistakes: 4 }), emptyStats(), NOON)).toEqual([]);
  });

  it('grants "Three the Hard Way" on the third win in a row', () => {
    let stats = emptyStats();
    const earned: BadgeId[][] = [];
    for (let day = 0; day < 3; day++) {
      const game = session({ date: addDays('2026-12-30', day) });
      earned.push(finish(game, stats));
      stats = recordBadges(recordGame(stats, game), earned[day] ?? [], '2027-01-01T12:00:00Z');
    }
    expect(earned).toEqual([['first_win'], [], ['streak_3']]);
  });

  it('does not grant "Three the Hard Way" when a loss or a skipped day breaks the run', () => {
    const dates = ['2026-01-30', '2026-01-31', '2026-02-02'];
    let stats = emptyStats();
    for (const date of dates.slice(0, 2)) stats = recordGame(stats, session({ date }));
    expect(finish(session({ date: '2026-02-02' }), stats)).not.toContain('streak_3');
    const afterLoss = recordGame(stats, session({ date: '2026-02-01', won: false, mistakes: 4 }));
    expect(finish(session({ date: '2026-02-02' }), afterLoss)).not.toContain('streak_3');
  });

  it('grants "No Days Off" on the seventh play day in a row, losses included', () => {
    let stats = holding('first_win');
    for (let day = 0; day < 6; day++) {
      const game = session({ date: addDays('2026-02-25', day), won: day % 2 === 0, mistakes: day % 2 === 0 ? 1 : 4 });
      expect(finish(game, stats)).not.toContain('streak_7');
      stats = recordGame(stats, game);
    }
    expect(finish(session({ date: '2026-03-03', won: false, mistakes: 4 }), stats)).toEqual(['streak_7']);
  });

  it('grants "Street Team Official" once results were shared', () => {
    expect(finish(session({ won: false, mistakes: 4, sharedResults: true }))).toEqual(['social_butterfly']);
    expect(finish(session({ won: false, mistakes: 4 }), { ...emptyStats(), shareCount: 2 })).toEqual([
      'social_butterfly',
    ]);
  });

  it('never grants "Unsigned Hype" for a game', () => {
    expect(finish(session({ mistakes: 0, sharedResults: true }))).not.toContain('beta_tester');
  });
});

describe('badges earned outside a game', () => {
  it('grants "Street Team Official" after a share, once', () => {
    expect(shareBadges(emptyStats())).toEqual([]);
    expect(shareBadges({ ...emptyStats(), shareCount: 1 })).toEqual(['social_butterfly']);
    expect(shareBadges({ ...holding('social_butterfly'), shareCount: 3 })).toEqual([]);
  });

  it('grants "Unsigned Hype" on beta registration, once', () => {
    expect(registrationBadges(emptyStats())).toEqual(['beta_tester']);
    expect(registrationBadges(holding('beta_tester'))).toEqual([]);
  });
});

describe('within 5 minutes of midnight', () => {
  it.each([
    ['2026-03-14T23:54:59Z', '2026-03-14T23:54:59Z', false],
    ['2026-03-14T23:55:00Z', '2026-03-14T23:55:00Z', true],
    ['2026-03-15T00:05:00Z', '2026-03-15T00:05:00Z', true],
    ['2026-03-15T00:05:01Z', '2026-03-15T00:05:01Z', false],
    ['2026-03-14T20:00:00Z', '2026-03-14T23:58:00Z', true],
    ['2026-03-15T00:01:00Z', '2026-03-15T02:00:00Z', true],
    ['2026-12-31T23:50:00Z', '2027-01-01T00:10:00Z', true],
    ['2026-03-14T00:06:00Z', '2026-03-14T23:54:00Z', false],
    ['2026-03-14T19:00:00-05:00', '2026-03-14T19:03:00-05:00', true],
  ])('started %s, finished %s: %s', (startedAt, finishedAt, expected) => {
    expect(playedNearMidnight(startedAt, finishedAt)).toBe(expected);
  });

  it('takes epoch milliseconds too, and rejects broken times', () => {
    expect(playedNearMidnight(Date.parse('2026-03-15T00:00:00Z'), Date.parse('2026-03-15T00:01:00Z'))).toBe(true);
    expect(playedNearMidnight('not a time', '2026-03-15T00:01:00Z')).toBe(false);
  });
});

describe('badge progress', () => {
  it('counts the win streak toward 3 and the play streak toward 7, capped at the target', () => {
    expect(badgeProgress(emptyStats())).toEqual({
      streak_3: { current: 0, target: 3 },
      streak_7: { current: 0, target: 7 },
    });
    const mid = { ...emptyStats(), currentWinStreak: 2, currentPlayStreak: 5 };
    expect(badgeProgress(mid)).toEqual({ streak_3: { current: 2, target: 3 }, streak_7: { current: 5, target: 7 } });
    const long = { ...emptyStats(), currentWinStreak: 12, currentPlayStreak: 40 };
    expect(badgeProgress(long)).toEqual({ streak_3: { current: 3, target: 3 }, streak_7: { current: 7, target: 7 } });
  });

  it('lists all 11 badges with earned flags, progress only on the streak badges', () => {
    const stats = { ...holding('first_win', 'streak_3'), currentWinStreak: 0, currentPlayStreak: 4 };
    const statuses = badgeStatuses(stats);
    expect(statuses.map((b) => b.id)).toEqual([...BADGE_IDS]);
    expect(statuses.filter((b) => b.earned).map((b) => b.name)).toEqual(['The First 16', 'Three the Hard Way']);
    expect(statuses.find((b) => b.id === 'streak_3')?.progress).toEqual({ current: 3, target: 3 });
    expect(statuses.find((b) => b.id === 'streak_7')?.progress).toEqual({ current: 4, target: 7 });
    expect(statuses.filter((b) => b.progress).map((b) => b.id)).toEqual(['streak_3', 'streak_7']);
  });

  it('looks a badge up by id', () => {
    expect(getBadge('night_owl')).toMatchObject({ name: 'Midnight Marauder', icon: '🦉' });
  });
});
