import { style, styleVariants } from '@vanilla-extract/css';
import { font, radius, space, vars } from './theme.css';

/** Shared building blocks: page column, headings, buttons, fields. */
export const page = style({
  width: '100%',
  maxWidth: '560px',
  margin: '0 auto',
  padding: `${space.lg} ${space.lg} ${space.xxl}`,
});

export const wide = style([page, { maxWidth: '880px' }]);

export const brand = style({
  fontFamily: font.display,
  fontSize: 'clamp(56px, 18vw, 88px)',
  lineHeight: 0.95,
  letterSpacing: '0.03em',
  textAlign: 'center',
  margin: 0,
});

export const tagline = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  margin: `${space.sm} 0 ${space.xl}`,
  fontWeight: 600,
});

export const card = style({
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  padding: space.xl,
  boxShadow: `6px 6px 0 ${vars.color.border}`,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const row = style({ display: 'flex', gap: space.sm, alignItems: 'center', flexWrap: 'wrap' });

/** A list without bullets whose items stack with a small gap: solved groups, badge cards. */
export const stackedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: '48px',
  padding: `0 ${space.xl}`,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.border}`,
  fontWeight: 800,
  fontSize: '16px',
  letterSpacing: '0.02em',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'transform 120ms ease, background 120ms ease',
  selectors: {
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.onAccent },
  ],
  secondary: [buttonBase, { background: 'transparent', color: vars.color.text }],
  danger: [buttonBase, { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger }],
  ghost: [
    buttonBase,
    { background: 'transparent', border: '2px solid transparent', color: vars.color.text, padding: `0 ${space.md}` },
  ],
});

/** A small outline pill for an action inside a card or a banner; each place sets its own font size. */
export const smallButton = style({
  minHeight: '36px',
  padding: `0 ${space.md}`,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 800,
  cursor: 'pointer',
});

export const fullWidth = style({ width: '100%' });

export const label = style({ fontWeight: 700, fontSize: '14px', display: 'block', marginBottom: space.xs });

export const input = style({
  width: '100%',
  minHeight: '48px',
  padding: `0 ${space.lg}`,
  borderRadius: radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: '17px',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const fieldError = style({
  color: vars.color.danger,
  fontWeight: 700,
  fontSize: '14px',
  margin: `${space.xs} 0 0`,
});
export const muted = style({ color: vars.color.textMuted });
export const center = style({ textAlign: 'center' });

export const alert = style({
  border: `2px solid ${vars.color.border}`,
  borderLeft: `8px solid ${vars.color.accent}`,
  borderRadius: radius.md,
  padding: space.md,
  background: vars.color.surfaceRaised,
  fontWeight: 600,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
