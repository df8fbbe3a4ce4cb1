import { style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const grid = style({ display: 'grid', gap: vars.space.lg });
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr 1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const cardLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, fontWeight: 600, margin: 0 });
export const cardValue = style({ fontSize: vars.fontSize.xl, fontWeight: 800, margin: 0, '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } } });
/** The earnings figure is long: full width on phones, two columns from a tablet up. */
export const wide = style({ gridColumn: '1 / -1', '@media': { [media.tablet]: { gridColumn: 'span 2' } } });
/** Money never overflows its card: it wraps at the separators if it must. */
export const cardMoney = style({ fontSize: vars.fontSize.xl, fontWeight: 800, margin: 0, overflowWrap: 'anywhere', '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } } });
export const cardNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const flush = style({ margin: 0 });
export const figures = style({ display: 'grid', gap: vars.space.lg, transition: 'opacity 0.2s', selectors: { '&[data-vp-stale]': { opacity: 0.45 } } });
export const staleNote = style({ margin: 0, alignSelf: 'center', color: vars.color.muted, fontWeight: 600 });
export const figure = style({ margin: 0 });
/** One drawing of the bar chart per screen size (the phone's has larger text and fewer labels). */
export const chartWide = style({ display: 'none', '@media': { [media.tablet]: { display: 'block' } } });
export const chartPhone = style({ display: 'block', '@media': { [media.tablet]: { display: 'none' } } });
export const donut = style({ width: '100%', maxWidth: '14rem', margin: '0 auto' });
export const charts = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr' } } });
export const chart = style({ width: '100%', maxWidth: '40rem' });
export const banner = style({ background: vars.color.accentSoft, border: `1px solid ${vars.color.accent}`, borderRadius: vars.radius.lg, padding: vars.space.lg });
export const checklist = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0 0`,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
export const filter = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const warning = style({ background: vars.color.warningSoft, color: vars.color.warning, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, fontWeight: 600 });
export const dialog = style({
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  maxWidth: '24rem',
  width: 'calc(100% - 32px)',
  border: 0,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: `0 0 0 100vmax rgba(17, 27, 23, 0.5), ${vars.shadow.raised}`,
  zIndex: 50,
  selectors: { '&::backdrop': { background: 'rgba(17, 27, 23, 0.5)' } },
});
