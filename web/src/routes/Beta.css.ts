import { style } from '@vanilla-extract/css';
import { space, vars } from '../styles/theme.css';

export const hero = style({ paddingTop: space.xl });
export const kicker = style({
  textAlign: 'center',
  textTransform: 'uppercase',
  letterSpacing: '0.3em',
  fontWeight: 800,
  fontSize: '13px',
  margin: `0 0 ${space.sm}`,
  color: vars.color.textMuted,
});
export const cardTitle = style({ fontSize: '28px' });
export const codeInput = style({
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});
export const apply = style({
  marginTop: space.xl,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
});
