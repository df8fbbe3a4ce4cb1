import { style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, padding: `${vars.space.md} ${vars.space.lg}`, background: vars.color.brandStrong, color: '#fff' });
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: '#fff', fontWeight: 700, textDecoration: 'none' });
export const main = style({ width: '100%', maxWidth: '40rem', margin: '0 auto', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.lg, '@media': { [media.tablet]: { padding: vars.space.xxl } } });
export const steps = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', gap: vars.space.xs });
export const step = style({
  flex: '1 1 0',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.sm, padding: `${vars.space.sm} ${vars.space.md}` } },
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  fontWeight: 600,
  color: vars.color.muted,
  selectors: {
    '&[aria-current="step"]': { borderColor: vars.color.brand, color: vars.color.brandStrong, background: vars.color.brandSoft },
    '&[data-done="true"]': { borderColor: vars.color.brand, color: vars.color.brandStrong },
  },
});
export const cards = style({ display: 'grid', gap: vars.space.md, border: 0, padding: 0, margin: 0 });
export const choice = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const choiceTitle = style({ display: 'block', fontWeight: 700, fontSize: vars.fontSize.lg });
export const radio = style({ width: 22, height: 22, marginTop: 4, accentColor: vars.color.brand, flex: 'none' });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'space-between' });
export const cityGrid = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr 1fr', border: 0, padding: 0, margin: 0, '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });
export const city = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
