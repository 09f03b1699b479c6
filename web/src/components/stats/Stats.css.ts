import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../styles/theme.css';

export const note = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

/* The mistakes chart. */
export const chart = style({ display: 'block', width: '100%', height: 'auto', maxWidth: '480px' });
export const chartLabel = style({ fill: vars.color.text, fontSize: '13px', fontWeight: 700 });
export const chartValue = style({ fill: vars.color.text, fontSize: '14px', fontWeight: 800 });
export const bar = style({ fill: vars.color.accent, stroke: vars.color.border, strokeWidth: 1.5 });
export const barOutline = style({ stroke: vars.color.border, strokeWidth: 1.5 });
export const barLost = style({ fill: vars.color.danger });
export const hatch = style({ stroke: vars.color.surface, strokeWidth: 2 });

/* Recent games. */
export const recent = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const recentRow = style({
  display: 'grid',
  // A fixed last column keeps the Won/Lost tags in one line whatever the time's width.
  gridTemplateColumns: '1fr auto 84px',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.sm} ${space.md}`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.tile}` } },
});
export const recentWhat = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const recentPuzzle = style({ fontWeight: 800 });
export const recentDate = style({ fontSize: '13px', color: vars.color.textMuted });
const result = style({
  minWidth: '52px',
  padding: '2px 8px',
  borderRadius: radius.pill,
  border: '2px solid',
  fontSize: '12px',
  fontWeight: 800,
  textAlign: 'center',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const resultWon = style([result, { borderColor: vars.color.success, color: vars.color.success }]);
export const resultLost = style([result, { borderColor: vars.color.danger, color: vars.color.danger }]);
export const recentFigures = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' });
export const recentTime = style({ fontFamily: font.display, fontSize: '20px', lineHeight: 1.1 });
export const recentMistakes = style({ fontSize: '12px', color: vars.color.textMuted, whiteSpace: 'nowrap' });
