/** The four difficulties, in the order the game sorts them (spec 000 §9). */
export const DIFFICULTIES = ['easy', 'normal', 'hard', 'tricky'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const GROUP_COUNT = 4;
export const GROUP_SIZE = 4;
export const TILE_COUNT = GROUP_COUNT * GROUP_SIZE;
export const MAX_MISTAKES = 4;

export interface PuzzleGroup {
  category: string;
  members: string[];
  difficulty: Difficulty;
}

/** A puzzle's content, as stored in puzzles.puzzle_data plus its two quotes. */
export interface PuzzleContent {
  groups: PuzzleGroup[];
  winQuote: string;
  lossQuote: string;
}

export interface Puzzle extends PuzzleContent {
  puzzleNumber: number;
  /** The UTC puzzle day, yyyy-mm-dd. */
  date: string;
}

/** Sort key of a difficulty: easy 0, normal 1, hard 2, tricky 3. */
export function difficultyOrder(difficulty: Difficulty): number {
  return DIFFICULTIES.indexOf(difficulty);
}

export function sortByDifficulty<T extends { difficulty: Difficulty }>(groups: readonly T[]): T[] {
  return [...groups].sort((a, b) => difficultyOrder(a.difficulty) - difficultyOrder(b.difficulty));
}
