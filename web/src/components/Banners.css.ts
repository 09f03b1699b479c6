import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../styles/theme.css';

/** The install banner and the cookie notice: a card pinned to the bottom, clear of the phone's home bar. */
export const bottomBar = style({
  position: 'fixed',
  zIndex: 40,
  left: space.sm,
  right: space.sm,
  bottom: `calc(${space.sm} + env(safe-area-inset-bottom, 0px))`,
  margin: '0 auto',
  maxWidth: '560px',
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.md} ${space.md} ${space.md} ${space.lg}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: `4px 4px 0 ${vars.color.border}`,
  '@media': { [breakpoint.desktop]: { bottom: space.lg } },
});

// While a card is pinned to the bottom, the page can scroll its last lines (and buttons) clear of it.
globalStyle(`body:has(${bottomBar})`, {
  paddingBottom: `calc(168px + env(safe-area-inset-bottom, 0px))`,
  '@media': { [breakpoint.desktop]: { paddingBottom: '112px' } },
});

export const appIcon = style({
  flex: '0 0 auto',
  borderRadius: radius.md,
  display: 'none',
  '@media': { [breakpoint.desktop]: { display: 'block' } },
});

export const body = style({ flex: '1 1 auto', minWidth: 0 });
export const title = style({ margin: 0, fontWeight: 800, fontSize: '15px', lineHeight: 1.3 });
export const text = style({ margin: 0, fontSize: '14px', lineHeight: 1.4, color: vars.color.textMuted });
export const link = style({ color: vars.color.text, fontWeight: 700, whiteSpace: 'nowrap' });
export const inlineIcon = style({ verticalAlign: '-3px', margin: '0 2px' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: space.xs, flex: '0 0 auto' });
export const action = style({ minHeight: '40px', padding: `0 ${space.lg}`, fontSize: '15px' });

export const close = style({
  width: '40px',
  height: '40px',
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.tile } },
});

/** The offline notice sits on top, where it never hides the board's buttons. */
export const offline = style({
  position: 'sticky',
  top: 0,
  zIndex: 45,
  margin: 0,
  padding: `${space.sm} ${space.lg}`,
  background: vars.color.text,
  color: vars.color.bg,
  textAlign: 'center',
  fontWeight: 700,
  fontSize: '14px',
  lineHeight: 1.35,
});
