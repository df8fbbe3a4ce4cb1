import { style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const hero = style({
  minHeight: '100vh',
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: `linear-gradient(160deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 60%, #0e7d59 100%)`,
  color: '#fff',
  '@media': { [media.tablet]: { padding: vars.space.xxxl, justifyItems: 'center', textAlign: 'center' } },
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 700, fontSize: vars.fontSize.lg });
export const title = style({ fontSize: vars.fontSize.display, margin: 0, maxWidth: '20ch' });
export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '36rem', margin: 0, color: '#e8f5ef' });
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '22rem',
  '@media': { [media.tablet]: { flexDirection: 'row', maxWidth: 'none', justifyContent: 'center' } },
});
export const primary = style({ background: vars.color.accent, color: vars.color.text, borderColor: vars.color.accent });
export const secondary = style({ background: 'transparent', color: '#fff', borderColor: '#fff' });
export const faq = style({ color: '#fff', fontWeight: 600 });
export const points = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm, color: '#e8f5ef' });
