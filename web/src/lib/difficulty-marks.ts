import type { Difficulty } from '../../../worker/domain/puzzle';

export type MarkShape = 'circle' | 'square' | 'triangle' | 'diamond';

export interface DifficultyMark {
  /** Drawn beside the colour in High Contrast Mode. */
  shape: MarkShape;
  /** The same shape as a character, for text. */
  glyph: string;
  /** The letter the share text puts after each row (E, N, H, T). */
  letter: string;
  colour: string;
  name: string;
}

/**
 * What a difficulty looks like besides its colour, so that it reads without colour vision: ● E easy, ■ N normal,
 * ▲ H hard, ◆ T tricky. The letters are the share text's (worker/domain/share.ts, highContrast).
 */
export const DIFFICULTY_MARKS: Record<Difficulty, DifficultyMark> = {
  easy: { shape: 'circle', glyph: '●', letter: 'E', colour: 'Green', name: 'Easy' },
  normal: { shape: 'square', glyph: '■', letter: 'N', colour: 'Blue', name: 'Normal' },
  hard: { shape: 'triangle', glyph: '▲', letter: 'H', colour: 'Yellow', name: 'Hard' },
  tricky: { shape: 'diamond', glyph: '◆', letter: 'T', colour: 'Red', name: 'Tricky' },
};

/** The mark as text: '● E'. */
export function markText(difficulty: Difficulty): string {
  const mark = DIFFICULTY_MARKS[difficulty];
  return `${mark.glyph} ${mark.letter}`;
}

/** The How to Play legend's words for a colour: 'Green · Easy'. */
export function legendText(difficulty: Difficulty): string {
  const mark = DIFFICULTY_MARKS[difficulty];
  return `${mark.colour} · ${mark.name}`;
}
