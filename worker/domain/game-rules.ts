import type { GameStatus, GuessResult } from './api-types';
import { GROUP_COUNT, GROUP_SIZE, MAX_MISTAKES, type PuzzleGroup } from './puzzle';
import { guessKey } from './tiles';

export const GAME_MESSAGES = {
  selectFour: `Select exactly ${GROUP_SIZE} tiles`,
  unknownTile: (tile: string) => `"${tile}" is not a tile in this puzzle`,
  repeatedTile: 'Each tile can be picked once',
  solvedTile: (tile: string) => `"${tile}" is already solved`,
  gameOver: 'This game is over',
  notFound: 'This game does not exist',
  notYours: 'This game belongs to another player',
  idempotencyKey: 'idempotencyKey must be 8 to 64 characters',
  busy: 'The game changed while your guess was checked. Please try again.',
} as const;

/** What a guess did; stored per idempotency key so a retried request gets the same answer. */
export interface GuessVerdict {
  result: GuessResult;
  /** The solved group's index in the puzzle when result is 'correct'. */
  groupIndex?: number;
}

export type Judgement = { key: string; verdict: GuessVerdict } | { error: string };

/** The part of a game that guesses change. */
export interface PlayState {
  /** Group indexes in solve order. */
  solvedGroups: number[];
  /** guessKey() of every guess that counted (correct or not), in order. */
  guesses: string[];
  mistakes: number;
}

export const isWon = (solvedGroups: readonly number[]) => solvedGroups.length >= GROUP_COUNT;
export const isLost = (mistakes: number) => mistakes >= MAX_MISTAKES;

/** Spec 000 §4: a win that came at 3 mistakes, one short of losing. */
export const isLastMove = (status: GameStatus, mistakes: number) => status === 'won' && mistakes === MAX_MISTAKES - 1;

export function statusOf(state: Pick<PlayState, 'solvedGroups' | 'mistakes'>): GameStatus {
  if (isWon(state.solvedGroups)) return 'won';
  if (isLost(state.mistakes)) return 'lost';
  return 'in_progress';
}

const fold = (tile: string) => tile.trim().toLowerCase();

/**
 * Checks a Spit against the puzzle (spec 000 §4). Tiles match members case-insensitively. Invalid selections
 * come back as an error message; a combination tried before is 'already_guessed' and costs nothing; three of
 * one unsolved group is 'one_away', which still costs a mistake.
 */
export function judgeGuess(
  groups: readonly PuzzleGroup[],
  solvedIndexes: readonly number[],
  priorKeys: readonly string[],
  tiles: readonly string[],
): Judgement {
  if (tiles.length !== GROUP_SIZE) return { error: GAME_MESSAGES.selectFour };
  const groupOf = new Map<string, { member: string; groupIndex: number }>();
  groups.forEach((group, groupIndex) => {
    for (const member of group.members) groupOf.set(fold(member), { member, groupIndex });
  });

  const picked: { member: string; groupIndex: number }[] = [];
  for (const tile of tiles) {
    const hit = groupOf.get(fold(tile));
    if (!hit) return { error: GAME_MESSAGES.unknownTile(tile.trim()) };
    picked.push(hit);
  }
  if (new Set(picked.map((p) => fold(p.member))).size !== picked.length) return { error: GAME_MESSAGES.repeatedTile };
  const solved = picked.find((p) => solvedIndexes.includes(p.groupIndex));
  if (solved) return { error: GAME_MESSAGES.solvedTile(solved.member) };

  const key = guessKey(picked.map((p) => p.member));
  if (priorKeys.includes(key)) return { key, verdict: { result: 'already_guessed' } };

  const counts = new Map<number, number>();
  for (const { groupIndex } of picked) counts.set(groupIndex, (counts.get(groupIndex) ?? 0) + 1);
  const [groupIndex, most] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] as [number, number];
  if (most === GROUP_SIZE) return { key, verdict: { result: 'correct', groupIndex } };
  return { key, verdict: { result: most === GROUP_SIZE - 1 ? 'one_away' : 'incorrect' } };
}

/** The state after a judged guess: a correct one solves its group, a wrong one costs a mistake. */
export function applyVerdict(state: PlayState, key: string, verdict: GuessVerdict): PlayState {
  if (verdict.result === 'already_guessed') return state;
  const guesses = [...state.guesses, key];
  if (verdict.result === 'correct' && verdict.groupIndex !== undefined) {
    return { ...state, guesses, solvedGroups: [...state.solvedGroups, verdict.groupIndex] };
  }
  return { ...state, guesses, mistakes: state.mistakes + 1 };
}
