import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  minHeight: '44px',
});

export const label = style({ fontWeight: 700, fontSize: '16px', cursor: 'pointer' });
export const hint = style({ display: 'block', fontWeight: 500, fontSize: '13px', color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  flex: '0 0 auto',
  width: '56px',
  height: '32px',
  padding: 0,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.tile,
  cursor: 'pointer',
  transition: 'background 150ms ease',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.accent, borderColor: vars.color.onAccent },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  background: vars.color.text,
  transition: 'transform 150ms ease',
  selectors: {
    [`${track}[aria-checked="true"] &`]: { transform: 'translateX(24px)', background: vars.color.onAccent },
  },
});
