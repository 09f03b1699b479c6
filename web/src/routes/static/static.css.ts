import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoint, font, radius, space, vars } from '../../styles/theme.css';

/** Shared by the open pages: key-value tables, stat tiles, calls to action and blog posts. */
export const updated = style({ fontSize: '14px', color: vars.color.textMuted, margin: `0 0 ${space.xl}` });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  margin: `0 0 ${space.lg}`,
  fontSize: '15px',
});
export const th = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${space.sm} ${space.md} ${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  width: '40%',
  overflowWrap: 'anywhere',
});
export const td = style({
  verticalAlign: 'top',
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  margin: `0 0 ${space.xl}`,
  '@media': { [breakpoint.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const stat = style({
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  padding: space.lg,
  boxShadow: `4px 4px 0 ${vars.color.border}`,
});
export const statValue = style({ display: 'block', fontFamily: font.display, fontSize: '44px', lineHeight: 1 });
export const statLabel = style({ display: 'block', marginTop: space.xs, fontWeight: 600, color: vars.color.textMuted });

export const ctaRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, margin: `${space.xl} 0` });

export const post = style({
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  padding: `${space.xl} ${space.xl} ${space.md}`,
  margin: `0 0 ${space.xl}`,
  boxShadow: `6px 6px 0 ${vars.color.border}`,
});
export const postTitle = style({ fontSize: '32px', margin: `0 0 ${space.xs}` });
export const postMeta = style({ fontSize: '14px', color: vars.color.textMuted, margin: `0 0 ${space.lg}` });
export const toc = style({ margin: `0 0 ${space.xl}`, paddingLeft: space.xl });

export const comingSoon = style({
  display: 'inline-block',
  background: vars.color.accent,
  color: vars.color.onAccent,
  border: `2px solid ${vars.color.onAccent}`,
  borderRadius: radius.pill,
  padding: `${space.xs} ${space.md}`,
  fontWeight: 800,
  fontSize: '13px',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  margin: `0 0 ${space.lg}`,
});

export const note = style({ fontSize: '14px', color: vars.color.textMuted });

/** Long-form text: readable measure, clear rhythm between sections. */
export const prose = style({ maxWidth: '68ch' });
globalStyle(`${prose} h2`, { fontSize: '30px', margin: `${space.xxl} 0 ${space.sm}` });
globalStyle(`${prose} h3`, { fontSize: '22px', margin: `${space.xl} 0 ${space.xs}` });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${space.md}` });
globalStyle(`${prose} li`, { marginBottom: space.xs });
globalStyle(`${prose} code`, {
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
  fontSize: '0.9em',
  background: vars.color.tile,
  padding: '1px 5px',
  borderRadius: radius.sm,
  overflowWrap: 'anywhere',
});
