import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});

export const badge = style({
  display: 'grid',
  gridTemplateColumns: '40px 1fr auto',
  gap: space.sm,
  alignItems: 'center',
  padding: space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
});

export const locked = style([badge, { borderStyle: 'dashed', background: 'transparent' }]);

export const icon = style({ fontSize: '26px', textAlign: 'center', lineHeight: 1 });
export const iconLocked = style([icon, { filter: 'grayscale(1)', opacity: 0.55 }]);
export const name = style({ margin: 0, fontWeight: 800, fontSize: '15px', lineHeight: 1.25 });
export const description = style({ margin: 0, fontSize: '13px', color: vars.color.textMuted, lineHeight: 1.35 });
export const status = style({ fontSize: '12px', fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.08em' });

export const progressRow = style({ display: 'flex', alignItems: 'center', gap: space.sm, marginTop: space.xs });

export const progress = style({
  flex: 1,
  height: '10px',
  appearance: 'none',
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  overflow: 'hidden',
  background: vars.color.tile,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.tile },
    '&::-webkit-progress-value': { background: vars.color.accent },
    '&::-moz-progress-bar': { background: vars.color.accent },
  },
});

export const progressText = style({ fontSize: '12px', fontWeight: 700, color: vars.color.textMuted });

export const share = style({
  minHeight: '36px',
  padding: `0 ${space.md}`,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 800,
  fontSize: '13px',
  cursor: 'pointer',
});
