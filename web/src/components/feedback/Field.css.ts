import { style } from '@vanilla-extract/css';
import { space, vars } from '../../styles/theme.css';

export const optional = style({ fontWeight: 500, color: vars.color.textMuted });
export const hint = style({ margin: `${space.xs} 0 0`, fontSize: '13px', color: vars.color.textMuted });
