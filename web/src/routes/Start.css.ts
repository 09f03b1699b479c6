import { style } from '@vanilla-extract/css';
import { space } from '../styles/theme.css';

export const hero = style({ paddingTop: space.xxl });
export const heading = style({ fontSize: '30px' });
export const note = style({ fontSize: '14px', margin: 0, textAlign: 'center' });
