import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { DIFFICULTIES, type Difficulty } from '../../../../worker/domain/puzzle';
import { difficultyColor, font, onDifficulty, radius, space, vars } from '../../styles/theme.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-10px) scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

const base = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  padding: `${space.sm} ${space.md}`,
  color: onDifficulty,
  textAlign: 'center',
  minHeight: '72px',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '2px',
  animation: `${slideIn} 250ms ease-out`,
});

export const block = styleVariants(
  Object.fromEntries(DIFFICULTIES.map((d) => [d, difficultyColor[d]])) as Record<Difficulty, string>,
  (background) => [base, { background }],
);

/** A group the player did not find: striped, so "missed" does not rest on a label alone. */
export const missed = style({
  backgroundImage: 'repeating-linear-gradient(135deg, rgba(0,0,0,0.14) 0 6px, transparent 6px 14px)',
  borderStyle: 'dashed',
});

export const category = style({
  margin: 0,
  fontFamily: font.display,
  fontSize: '20px',
  letterSpacing: '0.04em',
  lineHeight: 1.15,
  textTransform: 'uppercase',
});

export const members = style({
  margin: 0,
  fontWeight: 700,
  fontSize: '14px',
  textTransform: 'uppercase',
  lineHeight: 1.3,
});

export const tags = style({ display: 'flex', justifyContent: 'center', gap: space.xs, lineHeight: 1 });

export const tag = style({
  fontSize: '10px',
  fontWeight: 800,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  padding: '2px 6px',
  borderRadius: radius.pill,
  background: 'rgba(255,255,255,0.6)',
  color: onDifficulty,
});

export const missedTag = style([tag, { background: onDifficulty, color: '#ffffff' }]);
