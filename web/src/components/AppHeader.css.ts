import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../styles/theme.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.bg,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const inner = style({
  maxWidth: '560px',
  margin: '0 auto',
  height: '56px',
  padding: `0 ${space.md}`,
  display: 'grid',
  gridTemplateColumns: '44px 1fr 44px',
  alignItems: 'center',
});

export const menuButton = style({
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
});

export const logo = style({
  justifySelf: 'center',
  fontFamily: font.display,
  fontSize: '28px',
  letterSpacing: '0.06em',
  lineHeight: 1,
  textDecoration: 'none',
  color: vars.color.text,
  padding: `${space.xs} ${space.sm}`,
});

export const logoAccent = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  padding: '0 5px',
  marginRight: '5px',
  borderRadius: radius.sm,
});
