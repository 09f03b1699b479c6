import { style } from '@vanilla-extract/css';
import { breakpoint, font, radius, space, vars } from '../styles/theme.css';
import * as ui from '../styles/ui.css';

/** One column that fills the screen below the header, so the controls can sit at its bottom on phones. */
export const main = style({
  width: '100%',
  maxWidth: '560px',
  margin: '0 auto',
  minHeight: 'calc(100dvh - 58px)',
  padding: `${space.md} ${space.lg} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  '@media': { [breakpoint.desktop]: { minHeight: 0, paddingTop: space.xl, gap: space.lg } },
});

export const intro = style({ textAlign: 'center' });

export const puzzleNumber = style({
  display: 'inline-block',
  margin: 0,
  padding: '2px 10px',
  borderRadius: radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 800,
  fontSize: '13px',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});

/** Holds the pill's place while the puzzle loads, so nothing below it moves when the number arrives. */
export const puzzleNumberPending = style([puzzleNumber, { visibility: 'hidden' }]);

export const welcome = style({
  fontSize: 'clamp(28px, 8vw, 40px)',
  margin: `${space.sm} 0 2px`,
  overflowWrap: 'anywhere',
});
export const instruction = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const statusBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.sm} ${space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
});

export const statusLabel = style({
  display: 'block',
  fontSize: '11px',
  fontWeight: 800,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const timer = style({
  fontFamily: font.display,
  fontSize: '26px',
  lineHeight: 1.1,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
});

export const mistakes = style({ textAlign: 'right' });

export const board = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const testBanner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surfaceRaised,
  fontWeight: 800,
});

export const testButton = style([ui.smallButton, { fontSize: '14px' }]);

export const state = style({
  textAlign: 'center',
  padding: `${space.xxl} 0`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
});
export const stateTitle = style({ fontSize: '36px' });
