import { style } from '@vanilla-extract/css';
import { breakpoint, font, radius, space, vars } from '../styles/theme.css';

export const main = style([
  { display: 'flex', flexDirection: 'column', gap: space.lg, paddingTop: space.xl },
  // The table needs more room than the game's column on a desktop.
  { '@media': { [breakpoint.desktop]: { maxWidth: '720px' } } },
]);

export const header = style({ textAlign: 'center' });
export const title = style({ fontSize: 'clamp(40px, 12vw, 64px)' });

export const sponsor = style({ margin: `${space.sm} 0 0`, color: vars.color.textMuted, fontWeight: 600 });
export const follow = style({ display: 'block', fontWeight: 800, color: vars.color.text });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const description = style({ margin: 0, textAlign: 'center', fontWeight: 600, color: vars.color.textMuted });

export const status = style({ margin: 0, padding: space.xl, textAlign: 'center', fontWeight: 700 });

export const error = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm });
export const errorTitle = style({ margin: 0, fontWeight: 800 });
export const errorText = style({ margin: 0, fontWeight: 500 });

export const empty = style({
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: radius.lg,
});
export const emptyTitle = style({
  margin: `0 0 ${space.xs}`,
  fontFamily: font.display,
  fontSize: '24px',
  lineHeight: 1.15,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.sm });
