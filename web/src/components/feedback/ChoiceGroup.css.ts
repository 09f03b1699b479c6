import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, fontSize: '14px', marginBottom: space.xs, padding: 0 });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

/** The real radio stays in the page (keyboard, screen readers); the pill is its label. */
export const input = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '48px',
  minHeight: '44px',
  padding: `0 ${space.lg}`,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: 800,
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background 120ms ease, color 120ms ease',
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.tileSelected, color: vars.color.onTileSelected },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { opacity: 0.5, cursor: 'not-allowed' },
  },
});
