import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../styles/theme.css';

/** Clears the game's control bar on phones, so a toast never covers Spit. */
export const CONTROLS_CLEARANCE = '96px';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  zIndex: 50,
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: `calc(${CONTROLS_CLEARANCE} + env(safe-area-inset-bottom, 0px))`,
  width: `min(520px, calc(100vw - ${space.xl}))`,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: space.sm,
  // Toasts are read, not clicked: taps go through to the board beneath.
  pointerEvents: 'none',
  '@media': {
    [breakpoint.desktop]: {
      left: 'auto',
      right: space.lg,
      top: '72px',
      bottom: 'auto',
      transform: 'none',
      width: '360px',
      flexDirection: 'column',
      alignItems: 'stretch',
    },
  },
});

export const row = style({ display: 'flex', gap: space.sm, justifyContent: 'center', alignItems: 'stretch' });

const base = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  padding: `${space.sm} ${space.md}`,
  boxShadow: `4px 4px 0 ${vars.color.border}`,
  animation: `${rise} 180ms ease-out`,
  maxWidth: '100%',
  minWidth: 0,
  flex: '0 1 auto',
});

export const toast = styleVariants({
  default: [base, { background: vars.color.surfaceRaised, color: vars.color.text }],
  success: [base, { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.onAccent }],
  destructive: [base, { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger }],
});

export const title = style({ margin: 0, fontWeight: 800, fontSize: '15px', lineHeight: 1.3, whiteSpace: 'nowrap' });
export const description = style({ margin: 0, fontSize: '14px', lineHeight: 1.35 });
