import { style } from '@vanilla-extract/css';
import { breakpoint, space, vars } from '../../styles/theme.css';

/** On phones the controls stay at the bottom of the screen, with the toasts just above them. */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  marginTop: 'auto',
  padding: `${space.md} 0 calc(${space.md} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.bg,
  '@media': { [breakpoint.desktop]: { position: 'static', paddingBottom: space.md } },
});

export const inner = style({ display: 'flex', gap: space.sm });

export const button = style({ flex: '1 1 0', minWidth: 0, padding: `0 ${space.sm}` });

export const spit = style({ flexGrow: 1.3, fontSize: '18px', letterSpacing: '0.06em', textTransform: 'uppercase' });
