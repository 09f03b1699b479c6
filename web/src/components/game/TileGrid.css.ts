import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { LabelSize } from '../../lib/board';
import { breakpoint, radius, space, vars } from '../../styles/theme.css';

const shake = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%': { transform: 'translateX(-6px)' },
  '40%': { transform: 'translateX(6px)' },
  '60%': { transform: 'translateX(-4px)' },
  '80%': { transform: 'translateX(4px)' },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [breakpoint.desktop]: { gap: space.md } },
});

export const tile = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 0.92',
  '@media': { [breakpoint.desktop]: { aspectRatio: '1 / 0.78', padding: space.sm } },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.xs,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.tile,
  color: vars.color.onTile,
  boxShadow: `3px 3px 0 ${vars.color.border}`,
  fontWeight: 800,
  textTransform: 'uppercase',
  textAlign: 'center',
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'transform 150ms ease, box-shadow 150ms ease, background 150ms ease, color 150ms ease',
  selectors: {
    '&:hover:not(:disabled)': { transform: 'translate(-1px, -1px)', boxShadow: `4px 4px 0 ${vars.color.border}` },
    // Selected: inverted colours, an inner ring and pressed flat, so it never rests on colour alone.
    '&[aria-pressed="true"]': {
      background: vars.color.tileSelected,
      color: vars.color.onTileSelected,
      boxShadow: `inset 0 0 0 3px ${vars.color.bg}`,
      transform: 'translate(3px, 3px)',
    },
    '&:disabled': { cursor: 'default' },
  },
});

export const shaking = style({ animation: `${shake} 250ms ease-in-out` });

/** Phone sizes follow the screen width (a tile is about a fifth of it); desktop tiles are a fixed 126 px. */
const sizes: Record<LabelSize, [phone: string, desktop: string]> = {
  lg: ['clamp(14px, 4.2vw, 20px)', '20px'],
  md: ['clamp(11px, 3.3vw, 16px)', '17px'],
  sm: ['clamp(9px, 2.6vw, 13px)', '14px'],
};
export const size = styleVariants(sizes, ([phone, desktop]) => ({
  fontSize: phone,
  '@media': { [breakpoint.desktop]: { fontSize: desktop } },
}));
