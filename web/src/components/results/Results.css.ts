import { style } from '@vanilla-extract/css';
import { breakpoint, font, radius, space, vars } from '../../styles/theme.css';

export const main = style({ display: 'flex', flexDirection: 'column', gap: space.xl, paddingTop: space.xl });

export const hero = style({ textAlign: 'center' });

export const puzzle = style({
  margin: 0,
  fontWeight: 800,
  fontSize: '13px',
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const verdict = style({
  fontSize: 'clamp(64px, 20vw, 104px)',
  lineHeight: 0.95,
  margin: `${space.sm} 0`,
  letterSpacing: '0.02em',
});

export const verdictLose = style([verdict, { color: vars.color.danger }]);

export const quote = style({
  margin: `${space.md} auto 0`,
  maxWidth: '420px',
  fontSize: '18px',
  fontStyle: 'italic',
  fontWeight: 600,
  lineHeight: 1.4,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.sm,
  margin: 0,
});

export const stat = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  padding: `${space.sm} ${space.md}`,
  background: vars.color.surface,
  textAlign: 'center',
});

export const statLabel = style({
  fontSize: '11px',
  fontWeight: 800,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const statValue = style({
  margin: 0,
  fontFamily: font.display,
  fontSize: '32px',
  lineHeight: 1.2,
  minHeight: '38px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const sectionTitle = style({ fontSize: '26px', marginBottom: space.sm });

export const badgeIcon = style({ fontSize: '26px', textAlign: 'center' });
export const badgeName = style({ margin: 0, fontWeight: 800 });
export const badgeDescription = style({ margin: 0, fontSize: '14px', color: vars.color.textMuted });

export const newTag = style({
  padding: '2px 8px',
  borderRadius: radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  border: `2px solid ${vars.color.onAccent}`,
  fontWeight: 800,
  fontSize: '12px',
  letterSpacing: '0.1em',
});

export const actions = style({
  display: 'grid',
  gap: space.sm,
  '@media': { [breakpoint.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wideAction = style({ '@media': { [breakpoint.desktop]: { gridColumn: '1 / -1' } } });

export const countdown = style({
  textAlign: 'center',
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  padding: space.lg,
  background: vars.color.surface,
  boxShadow: `6px 6px 0 ${vars.color.border}`,
});

export const countdownTitle = style({ fontSize: '22px', letterSpacing: '0.05em' });

export const countdownTime = style({
  margin: `${space.xs} 0 0`,
  fontFamily: font.display,
  fontSize: 'clamp(48px, 15vw, 72px)',
  lineHeight: 1.05,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
});

export const countdownNote = style({ margin: 0, color: vars.color.textMuted, fontSize: '14px', fontWeight: 600 });
