import { style } from '@vanilla-extract/css';
import { radius } from '../styles/theme.css';

/**
 * High Contrast Mode's mark: a black chip with a white shape and letter. It sits on the difficulty colour,
 * where black on white reads at the highest contrast whatever the colour beneath.
 */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3px',
  padding: '1px 7px 1px 5px',
  borderRadius: radius.pill,
  background: '#111111',
  color: '#ffffff',
  fontSize: '13px',
  fontWeight: 800,
  lineHeight: 1.25,
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const shape = style({ width: '12px', height: '12px', flex: '0 0 auto', fill: 'currentColor' });
