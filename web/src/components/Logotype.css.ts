import { style } from '@vanilla-extract/css';
import { font, radius, vars } from '../styles/theme.css';

export const logo = style({
  fontFamily: font.display,
  letterSpacing: '0.06em',
  lineHeight: 1,
  textDecoration: 'none',
  color: vars.color.text,
});

export const accent = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  padding: '0 5px',
  marginRight: '5px',
  borderRadius: radius.sm,
});
