import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../styles/theme.css';

export const form = style({ maxWidth: '560px' });

export const textarea = style({
  width: '100%',
  minHeight: '140px',
  padding: space.md,
  borderRadius: radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: '17px',
  lineHeight: 1.45,
  resize: 'vertical',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const select = style({ appearance: 'auto', cursor: 'pointer' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0 });
export const chip = style({
  display: 'inline-block',
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.border}`,
  fontWeight: 700,
  fontSize: '14px',
});

export const sentTitle = style({ fontSize: '30px', marginBottom: space.sm });
