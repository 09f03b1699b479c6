import { style, styleVariants } from '@vanilla-extract/css';
import { difficultyColor, onDifficulty, radius, space, vars } from '../../styles/theme.css';

export const steps = style({ margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: space.xs });

export const legend = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** With the marks the chips need a row each, or 'Green · Easy' breaks in two on a phone. */
export const legendMarked = style([legend, { gridTemplateColumns: '1fr' }]);

const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  borderRadius: radius.sm,
  border: `2px solid ${vars.color.border}`,
  padding: `${space.xs} ${space.sm}`,
  fontWeight: 800,
  fontSize: '14px',
  color: onDifficulty,
});

export const swatch = styleVariants(difficultyColor, (background) => [chip, { background }]);

export const keys = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  fontSize: '15px',
  alignItems: 'center',
});

export const keyName = style({ margin: 0, whiteSpace: 'nowrap' });
export const keyAction = style({ margin: 0 });

export const kbd = style({
  display: 'inline-block',
  minWidth: '26px',
  padding: '1px 6px',
  border: `2px solid ${vars.color.border}`,
  borderBottomWidth: '3px',
  borderRadius: radius.sm,
  background: vars.color.surfaceRaised,
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
  fontSize: '13px',
  fontWeight: 700,
  textAlign: 'center',
});
