import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../styles/theme.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.lg} ${space.xl}`,
  borderRadius: radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  textDecoration: 'none',
  boxShadow: `4px 4px 0 ${vars.color.border}`,
  transition: 'transform 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { transform: 'translate(-1px, -1px)', boxShadow: `6px 6px 0 ${vars.color.border}` },
    '&:active': { transform: 'translate(2px, 2px)', boxShadow: `2px 2px 0 ${vars.color.border}` },
  },
});

export const heading = style({
  display: 'block',
  fontFamily: font.display,
  fontSize: '24px',
  letterSpacing: '0.03em',
  lineHeight: 1.1,
});

export const sub = style({ display: 'block', fontWeight: 600, fontSize: '14px', marginTop: space.xs });

export const arrow = style({ flex: '0 0 auto', fontFamily: font.display, fontSize: '32px', lineHeight: 1 });
