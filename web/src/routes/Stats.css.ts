import { style } from '@vanilla-extract/css';
import { breakpoint, font, radius, space, vars } from '../styles/theme.css';

export const main = style({ display: 'flex', flexDirection: 'column', gap: space.xl, paddingTop: space.xl });

export const header = style({ textAlign: 'center' });
export const title = style({ fontSize: 'clamp(44px, 13vw, 64px)' });
export const nickname = style({ margin: `${space.xs} 0 0`, fontWeight: 600, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
export const sectionTitle = style({ fontSize: '26px' });
export const count = style({ color: vars.color.textMuted });
export const note = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.sm,
  margin: 0,
  '@media': { [breakpoint.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});
export const figures3 = style([
  figures,
  {
    gridTemplateColumns: 'repeat(3, 1fr)',
    '@media': { [breakpoint.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
  },
]);

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: space.xs,
  padding: `${space.sm} ${space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  textAlign: 'center',
});
export const figureLabel = style({
  fontSize: '11px',
  fontWeight: 800,
  lineHeight: 1.3,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const figureValue = style({ margin: 0, fontFamily: font.display, fontSize: '32px', lineHeight: 1.15 });

export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.sm });
