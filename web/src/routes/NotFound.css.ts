import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../styles/theme.css';

export const wrap = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  padding: space.xl,
  textAlign: 'center',
});
export const code = style({
  fontFamily: font.display,
  fontSize: '120px',
  lineHeight: 1,
  margin: 0,
  color: vars.color.accent,
  WebkitTextStroke: `2px ${vars.color.border}`,
});
export const title = style({ fontSize: '36px' });
