import { style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const root = style({ position: 'relative' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const slide = style({
  selectors: {
    // Without JavaScript every slide is shown, stacked; with it, only the current one.
    [`${root}[data-enhanced="true"] &[aria-hidden="true"]`]: { display: 'none' },
  },
});
export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.xs}`, color: '#fff', '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } } });
export const text = style({ margin: 0, color: '#e8f5ef' });
export const dots = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.lg });
export const dot = style({
  width: 24,
  height: 24,
  borderRadius: vars.radius.pill,
  border: '2px solid #fff',
  background: 'transparent',
  padding: 0,
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { background: '#fff' } },
});
