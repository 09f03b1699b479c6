import { style } from '@vanilla-extract/css';
import { space, vars } from '../../styles/theme.css';

export const row = style({ display: 'inline-flex', gap: space.xs, alignItems: 'center' });

/** A record still in the crate: a mistake the player has left (or, on results, did not make). */
export const record = style({
  width: '22px',
  height: '22px',
  color: vars.color.text,
  transition: 'opacity 200ms ease',
});

/** A spent record: hollow and crossed, so it does not rest on colour alone. */
export const spent = style([record, { color: vars.color.danger }]);
