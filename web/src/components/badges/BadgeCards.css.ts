import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoint, radius, space, vars } from '../../styles/theme.css';
import * as ui from '../../styles/ui.css';

/** The menu's sheet stacks the cards; My Stats puts two side by side on desktop. */
export const list = styleVariants({
  menu: [ui.stackedList],
  page: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: space.sm,
    '@media': { [breakpoint.desktop]: { gridTemplateColumns: '1fr 1fr' } },
  },
});

const cardBase = style({
  display: 'grid',
  gap: space.sm,
  alignItems: 'center',
  padding: space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
});

/** A badge card: icon, name and description, and an action or tag at the end. */
export const card = styleVariants({
  menu: [cardBase, { gridTemplateColumns: '40px 1fr auto' }],
  page: [cardBase, { gridTemplateColumns: '36px 1fr auto' }],
});
/** Goes with `card`: a badge not earned yet. */
export const locked = style({ borderStyle: 'dashed', background: 'transparent' });

export const icon = style({ fontSize: '26px', lineHeight: 1, textAlign: 'center' });
export const iconLocked = style([icon, { filter: 'grayscale(1)', opacity: 0.55 }]);
/** May shrink below its content's width, so a long progress bar never pushes the tag out of the card. */
export const body = style({ minWidth: 0 });
export const name = style({ margin: 0, fontWeight: 800, fontSize: '15px', lineHeight: 1.25 });
export const description = style({ margin: 0, fontSize: '13px', lineHeight: 1.35, color: vars.color.textMuted });

export const progressRow = style({
  margin: `${space.xs} 0 0`,
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: '12px',
  fontWeight: 700,
  color: vars.color.textMuted,
});
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

export const share = styleVariants({
  menu: [ui.smallButton, { fontSize: '13px' }],
  page: [ui.smallButton, { fontSize: '13px', selectors: { '&:hover': { background: vars.color.tile } } }],
});

const tag = style({ fontWeight: 800, letterSpacing: '0.08em', textTransform: 'uppercase' });
export const lockedTag = styleVariants({
  menu: [tag, { fontSize: '12px' }],
  page: [tag, { fontSize: '11px', color: vars.color.textMuted }],
});
