import { keyframes, style } from '@vanilla-extract/css';
import { CAROUSEL_SLIDES } from '~/components/carousel-slides';
import { CAROUSEL_AUTOPLAY_MS } from '~/domain/constants';
import { media, vars } from '~/styles/theme.css';

const count = CAROUSEL_SLIDES.length;
/** One cycle shows every slide for CAROUSEL_AUTOPLAY_MS (ms). */
const cycleMs = count * CAROUSEL_AUTOPLAY_MS;
// Each slide is visible for the first 1/count of the cycle and hidden after; slide i starts
// i × 8000 ms into its cycle (a negative delay), so exactly one shows at a time.
const turn = keyframes({ '0%': { visibility: 'visible' }, [`${100 / count}%`]: { visibility: 'hidden' }, '100%': { visibility: 'hidden' } });

export const root = style({ position: 'relative' });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { '(prefers-reduced-motion: no-preference)': { gridTemplateAreas: '"slide"' } },
});
export const slide = style({
  '@media': {
    // All slides in one cell (the tallest sets the height, which never changes), one visible at a time.
    '(prefers-reduced-motion: no-preference)': {
      gridArea: 'slide',
      animationName: turn,
      animationDuration: `${cycleMs}ms`,
      animationTimingFunction: 'step-end',
      animationIterationCount: 'infinite',
    },
  },
  selectors: { [`${root}:hover &, ${root}:focus-within &`]: { animationPlayState: 'paused' } },
});
/** Per slide: starts slide i its share of the cycle in. */
export const slideAt = CAROUSEL_SLIDES.map((_, i) => style({ animationDelay: `${-i * CAROUSEL_AUTOPLAY_MS}ms` }));
export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.xs}`, color: '#fff', '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } } });
export const text = style({ margin: 0, color: '#e8f5ef' });
