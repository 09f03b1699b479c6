import { keyframes, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../styles/theme.css';

const pop = keyframes({
  from: { opacity: 0, transform: 'scale(0.9)' },
  to: { opacity: 1, transform: 'none' },
});

/** Shown in the toast stack, so it never hides the verdict it celebrates nor overlaps a toast. */
export const popup = style({
  position: 'relative',
  width: '100%',
  pointerEvents: 'auto',
  padding: `${space.md} ${space.xxl} ${space.md} ${space.lg}`,
  border: `3px solid ${vars.color.onAccent}`,
  borderRadius: radius.lg,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: `5px 5px 0 ${vars.color.border}`,
  animation: `${pop} 250ms ease-out`,
});

export const kicker = style({
  margin: 0,
  fontWeight: 800,
  fontSize: '12px',
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
});

export const badge = style({
  display: 'grid',
  gridTemplateColumns: '36px 1fr',
  alignItems: 'center',
  columnGap: space.sm,
  margin: `${space.sm} 0 0`,
});
export const icon = style({ gridRow: 'span 2', fontSize: '30px', lineHeight: 1, textAlign: 'center' });
export const name = style({ fontFamily: font.display, fontSize: '22px', letterSpacing: '0.03em', lineHeight: 1.1 });
export const description = style({ fontSize: '13px', fontWeight: 600, lineHeight: 1.3 });

export const close = style({
  position: 'absolute',
  top: space.xs,
  right: space.xs,
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: radius.pill,
  background: 'transparent',
  color: vars.color.onAccent,
  fontSize: '24px',
  cursor: 'pointer',
});
