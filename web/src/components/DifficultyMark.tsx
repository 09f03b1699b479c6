import type { ReactNode } from 'react';
import type { Difficulty } from '../../../worker/domain/puzzle';
import { DIFFICULTY_MARKS, type MarkShape } from '../lib/difficulty-marks';
import * as s from './DifficultyMark.css';

const SHAPES: Record<MarkShape, ReactNode> = {
  circle: <circle cx="6" cy="6" r="5" />,
  square: <rect x="1.25" y="1.25" width="9.5" height="9.5" rx="0.75" />,
  triangle: <path d="M6 0.6 11.6 11H0.4Z" />,
  diamond: <path d="M6 0 12 6 6 12 0 6Z" />,
};

/**
 * A difficulty's shape and letter (● E, ■ N, ▲ H, ◆ T), shown beside its colour in High Contrast Mode. Hidden
 * from screen readers: the difficulty is always also written out in words next to it.
 */
export function DifficultyMark({ difficulty }: { difficulty: Difficulty }) {
  const mark = DIFFICULTY_MARKS[difficulty];
  return (
    <span className={s.mark} data-difficulty-mark={mark.letter} aria-hidden="true">
      <svg className={s.shape} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        {SHAPES[mark.shape]}
      </svg>
      {mark.letter}
    </span>
  );
}
