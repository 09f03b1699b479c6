import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../styles/theme.css';

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

export const logo = style({ justifySelf: 'center', fontSize: '28px', padding: `${space.xs} ${space.sm}` });
