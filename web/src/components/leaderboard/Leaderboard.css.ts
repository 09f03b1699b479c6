import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../styles/theme.css';

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: space.xs,
  padding: space.xs,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  background: vars.color.surface,
});

export const tab = style({
  minHeight: '44px',
  padding: `0 ${space.xs}`,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 800,
  fontSize: '14px',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background 150ms ease, color 150ms ease',
  selectors: {
    // Inverted colours and weight mark the open tab, so it never rests on colour alone.
    '&[aria-selected="true"]': { background: vars.color.text, color: vars.color.bg },
    '&:hover:not([aria-selected="true"])': { background: vars.color.tile },
  },
  '@media': { [breakpoint.desktop]: { fontSize: '15px' } },
});

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: '14px',
  fontVariantNumeric: 'tabular-nums',
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  '@media': { [breakpoint.desktop]: { fontSize: '16px' } },
});

const cell = {
  padding: `${space.sm} ${space.xs}`,
  borderBottom: `1px solid ${vars.color.tile}`,
  verticalAlign: 'middle',
} as const;

export const you = style({ background: vars.color.accent, color: vars.color.onAccent, fontWeight: 800 });

// Fixed widths for the figures, the rest for the name: at 360 px a 14-character name still fits.
export const rankCell = style({
  ...cell,
  width: '40px',
  textAlign: 'center',
  '@media': { [breakpoint.desktop]: { width: '64px' } },
});
export const numberCell = style({
  ...cell,
  width: '54px',
  textAlign: 'right',
  '@media': { [breakpoint.desktop]: { width: '96px' } },
});
export const dateCell = style({
  ...cell,
  width: '64px',
  textAlign: 'right',
  whiteSpace: 'nowrap',
  paddingRight: space.sm,
  '@media': { [breakpoint.desktop]: { width: '88px', paddingRight: space.md } },
});
export const playerCell = style({
  ...cell,
  textAlign: 'left',
  fontWeight: 700,
  overflow: 'hidden',
  paddingLeft: space.sm,
});

export const name = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const youTag = style({
  display: 'inline-block',
  marginTop: '2px',
  padding: '0 6px',
  border: `2px solid ${vars.color.onAccent}`,
  borderRadius: radius.pill,
  fontSize: '11px',
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  lineHeight: 1.4,
});

export const secondary = style({
  display: 'block',
  whiteSpace: 'nowrap',
  fontSize: '11px',
  fontWeight: 600,
  color: vars.color.textMuted,
  selectors: { [`${you} &`]: { color: vars.color.onAccent } },
  '@media': { [breakpoint.desktop]: { fontSize: '12px' } },
});

export const rankNumber = style({ fontWeight: 800 });
export const medal = style({ fontSize: '22px', lineHeight: 1 });

export const gap = style({ ...cell, textAlign: 'center', color: vars.color.textMuted, padding: 0, lineHeight: 1.2 });

export const head = style({});
globalStyle(`${head} th`, {
  ...cell,
  fontSize: '11px',
  fontWeight: 800,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  borderBottom: `2px solid ${vars.color.border}`,
});
globalStyle(`${head} th:nth-child(2)`, { textAlign: 'left', paddingLeft: space.sm });
globalStyle(`${you} td, ${you} th`, { borderBottomColor: vars.color.onAccent });
