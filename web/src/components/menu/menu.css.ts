import { keyframes, style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../styles/theme.css';

const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});

export const sheet = style({
  position: 'fixed',
  inset: '0 auto 0 0',
  margin: 0,
  width: 'min(380px, 92vw)',
  maxWidth: '92vw',
  height: '100dvh',
  maxHeight: '100dvh',
  padding: 0,
  border: 'none',
  borderRight: `2px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&[open]': { animation: `${slideIn} 220ms ease-out` },
    // Custom properties do not reach ::backdrop in every browser: a fixed tint works in both themes.
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.6)' },
  },
});

export const content = style({ minHeight: '100%', padding: `${space.md} ${space.lg} ${space.xxl}` });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBottom: space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: space.sm,
});

export const title = style({ fontSize: '36px' });

export const close = style({
  width: '44px',
  height: '44px',
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '22px',
  lineHeight: 1,
  cursor: 'pointer',
});

export const playingAs = style({ margin: `${space.sm} 0 ${space.md}`, color: vars.color.textMuted, fontWeight: 600 });
export const nickname = style({ color: vars.color.text, fontWeight: 800 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  minHeight: '48px',
  padding: `${space.sm} ${space.sm}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  borderRadius: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: font.display,
  fontSize: '22px',
  letterSpacing: '0.03em',
  textAlign: 'left',
  textDecoration: 'none',
  textTransform: 'uppercase',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const subItem = style([
  item,
  {
    fontFamily: font.body,
    fontSize: '16px',
    fontWeight: 700,
    letterSpacing: 0,
    textTransform: 'none',
    paddingLeft: space.lg,
    borderBottomStyle: 'dashed',
  },
]);

export const danger = style({ color: vars.color.danger });

export const chevron = style({ fontFamily: font.body, fontSize: '16px', transition: 'transform 150ms ease' });
export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);

export const panel = style({
  padding: `${space.md} ${space.sm} ${space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
});

export const text = style({ margin: 0, fontSize: '15px', lineHeight: 1.5 });
export const subhead = style({
  margin: 0,
  fontFamily: font.body,
  fontSize: '13px',
  fontWeight: 800,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
