import { describe, expect, it } from 'vitest';
import {
  applyVerdict,
  GAME_MESSAGES,
  isLastMove,
  isLost,
  isWon,
  judgeGuess,
  type PlayState,
  statusOf,
} from '../../worker/domain/game-rules';
import { MAX_MISTAKES, type PuzzleGroup } from '../../worker/domain/puzzle';
import { guessKey } from '../../worker/domain/tiles';

const GROUPS: PuzzleGroup[] = [
  { category: 'Wu-Tang members', difficulty: 'easy', members: ['RZA', 'GZA', 'Raekwon', 'Ghostface'] },
  { category: 'Outkast albums', difficulty: 'normal', members: ['Aquemini', 'Stankonia', 'ATLiens', 'Idlewild'] },
  { category: 'Producers', difficulty: 'hard', members: ['Dilla', 'Premier', 'Pete Rock', 'Madlib'] },
  { category: 'Cities', difficulty: 'tricky', members: ['Houston', 'Atlanta', 'Compton', 'Queens'] },
];
const members = (i: number) => [...(GROUPS[i]?.members ?? [])];
const judge = (tiles: string[], solved: number[] = [], prior: string[] = []) =>
  judgeGuess(GROUPS, solved, prior, tiles);

describe('judgeGuess: a Spit against the puzzle', () => {
  it('is correct when the four tiles are one group, in any order', () => {
    expect(judge(members(2).reverse())).toEqual({
      key: guessKey(members(2)),
      verdict: { result: 'correct', groupIndex: 2 },
    });
  });

  it('matches tiles case-insensitively and ignores surrounding spaces', () => {
    const judged = judge(['rza', ' GZA ', 'raekWON', 'ghostface']);
    expect(judged).toEqual({ key: guessKey(members(0)), verdict: { result: 'correct', groupIndex: 0 } });
  });

  it('is one away when exactly three tiles share a group', () => {
    expect(judge(['RZA', 'GZA', 'Raekwon', 'Dilla'])).toMatchObject({ verdict: { result: 'one_away' } });
    expect(judge(['Houston', 'Atlanta', 'Compton', 'Madlib'])).toMatchObject({ verdict: { result: 'one_away' } });
  });

  it('is incorrect for two and two, or four different groups', () => {
    expect(judge(['RZA', 'GZA', 'Dilla', 'Madlib'])).toMatchObject({ verdict: { result: 'incorrect' } });
    expect(judge(['RZA', 'Aquemini', 'Dilla', 'Queens'])).toMatchObject({ verdict: { result: 'incorrect' } });
  });

  it('gives no group index for a wrong guess', () => {
    const judged = judge(['RZA', 'GZA', 'Raekwon', 'Dilla']);
    expect('verdict' in judged && judged.verdict.groupIndex).toBeFalsy();
  });

  it('says already guessed for a combination tried before, in any order or case', () => {
    const earlier = guessKey(['RZA', 'GZA', 'Dilla', 'Madlib']);
    expect(judge(['madlib', 'DILLA', 'gza', 'Rza'], [], [earlier])).toEqual({
      key: earlier,
      verdict: { result: 'already_guessed' },
    });
  });

  it('keys a guess by the puzzle spelling, sorted and lower-cased', () => {
    const judged = judge(['QUEENS', 'rza', 'Dilla', 'aquemini']);
    expect('key' in judged && judged.key).toBe('aquemini,dilla,queens,rza');
  });

  it.each([[[]], [['RZA']], [['RZA', 'GZA', 'Raekwon']], [['RZA', 'GZA', 'Raekwon', 'Ghostface', 'Dilla']]])(
    'rejects %j with "Select exactly 4 tiles"',
    (tiles) => {
      expect(judge(tiles)).toEqual({ error: 'Select exactly 4 tiles' });
    },
  );

  it('rejects a tile that is not in the puzzle, naming it', () => {
    expect(judge(['RZA', 'GZA', 'Raekwon', 'Nas'])).toEqual({ error: '"Nas" is not a tile in this puzzle' });
    expect(judge(['RZA', 'GZA', 'Raekwon', ''])).toEqual({ error: GAME_MESSAGES.unknownTile('') });
  });

  it('rejects a tile picked twice, in any case', () => {
    expect(judge(['RZA', 'GZA', 'Raekwon', 'RZA'])).toEqual({ error: 'Each tile can be picked once' });
    expect(judge(['RZA', 'rza', 'Raekwon', 'Dilla'])).toEqual({ error: 'Each tile can be picked once' });
  });

  it('rejects a tile of a solved group, in the puzzle spelling', () => {
    expect(judge(['Dilla', 'Premier', 'Pete Rock', 'rza'], [0])).toEqual({ error: '"RZA" is already solved' });
  });

  it('checks tiles before repeats and repeats before solved groups', () => {
    expect(judge(['RZA', 'RZA', 'Nas', 'GZA'], [0])).toEqual({ error: GAME_MESSAGES.unknownTile('Nas') });
    expect(judge(['RZA', 'RZA', 'GZA', 'Dilla'], [0])).toEqual({ error: GAME_MESSAGES.repeatedTile });
  });

  it('still solves the remaining groups after others are solved', () => {
    expect(judge(members(3), [0, 1, 2])).toMatchObject({ verdict: { result: 'correct', groupIndex: 3 } });
  });
});

describe('applyVerdict: what a guess does to the game', () => {
  const start: PlayState = { solvedGroups: [], guesses: [], mistakes: 0 };

  it('adds a correct group in solve order and remembers the guess, at no cost', () => {
    const next = applyVerdict({ ...start, solvedGroups: [2] }, 'k', { result: 'correct', groupIndex: 0 });
    expect(next).toEqual({ solvedGroups: [2, 0], guesses: ['k'], mistakes: 0 });
  });

  it.each(['incorrect', 'one_away'] as const)('counts %s as a mistake and remembers it', (result) => {
    expect(applyVerdict(start, 'k', { result })).toEqual({ solvedGroups: [], guesses: ['k'], mistakes: 1 });
  });

  it('changes nothing for a combination already guessed', () => {
    const state = { ...start, guesses: ['k'], mistakes: 1 };
    expect(applyVerdict(state, 'k', { result: 'already_guessed' })).toBe(state);
  });

  it('does not change the state it was given', () => {
    const state: PlayState = { solvedGroups: [1], guesses: ['a'], mistakes: 1 };
    applyVerdict(state, 'b', { result: 'incorrect' });
    expect(state).toEqual({ solvedGroups: [1], guesses: ['a'], mistakes: 1 });
  });
});

describe('winning and losing', () => {
  it('is won at 4 solved groups, not before', () => {
    expect(isWon([0, 1, 2])).toBe(false);
    expect(isWon([3, 0, 1, 2])).toBe(true);
  });

  it('is lost at 4 mistakes, not before', () => {
    expect(MAX_MISTAKES).toBe(4);
    expect(isLost(3)).toBe(false);
    expect(isLost(4)).toBe(true);
  });

  it('derives the status, a fourth group winning even at 3 mistakes', () => {
    expect(statusOf({ solvedGroups: [], mistakes: 0 })).toBe('in_progress');
    expect(statusOf({ solvedGroups: [0, 1, 2], mistakes: 3 })).toBe('in_progress');
    expect(statusOf({ solvedGroups: [0, 1, 2, 3], mistakes: 3 })).toBe('won');
    expect(statusOf({ solvedGroups: [0, 1], mistakes: 4 })).toBe('lost');
  });

  it('plays a whole game: three misses, then four groups', () => {
    let state: PlayState = { solvedGroups: [], guesses: [], mistakes: 0 };
    for (const tiles of [
      ['RZA', 'GZA', 'Raekwon', 'Dilla'],
      ['RZA', 'GZA', 'Dilla', 'Madlib'],
      ['RZA', 'Aquemini', 'Dilla', 'Queens'],
      ...GROUPS.map((g) => g.members),
    ]) {
      const judged = judgeGuess(GROUPS, state.solvedGroups, state.guesses, tiles);
      if ('error' in judged) throw new Error(judged.error);
      state = applyVerdict(state, judged.key, judged.verdict);
    }
    expect(state).toMatchObject({ solvedGroups: [0, 1, 2, 3], mistakes: 3 });
    expect(state.guesses).toHaveLength(7);
    expect(statusOf(state)).toBe('won');
    expect(isLastMove(statusOf(state), state.mistakes)).toBe(true);
  });

  it('is the last move only for a win at 3 mistakes', () => {
    expect(isLastMove('won', 3)).toBe(true);
    expect(isLastMove('won', 2)).toBe(false);
    expect(isLastMove('won', 0)).toBe(false);
    expect(isLastMove('lost', 3)).toBe(false);
    expect(isLastMove('lost', 4)).toBe(false);
    expect(isLastMove('in_progress', 3)).toBe(false);
  });
});
