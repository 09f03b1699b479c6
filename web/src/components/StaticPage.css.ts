import { style } from '@vanilla-extract/css';
import { space, vars } from '../styles/theme.css';

export const header = style({ borderBottom: `2px solid ${vars.color.border}`, background: vars.color.bg });

export const headerInner = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `0 ${space.lg}`,
  height: '56px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});

export const logo = style({ fontSize: '26px' });

export const homeLink = style({ fontWeight: 700, fontSize: '15px' });

export const main = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${space.xl} ${space.lg} ${space.xxl}`,
});

export const kicker = style({
  margin: `0 0 ${space.sm}`,
  textTransform: 'uppercase',
  letterSpacing: '0.25em',
  fontWeight: 800,
  fontSize: '12px',
  color: vars.color.textMuted,
});

export const title = style({ fontSize: 'clamp(40px, 11vw, 64px)', margin: `0 0 ${space.md}` });
export const lead = style({ fontSize: '18px', color: vars.color.textMuted, margin: `0 0 ${space.xl}` });

export const footer = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `0 ${space.lg} calc(${space.xxl} + 96px)`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.sm} ${space.lg}`,
  fontSize: '14px',
  color: vars.color.textMuted,
});
