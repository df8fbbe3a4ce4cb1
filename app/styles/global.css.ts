/** Global resets and base element styles. */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.base,
  lineHeight: vars.lineHeight.base,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, margin: `0 0 ${vars.space.md}` });
globalStyle('h1', { fontSize: vars.fontSize.xxl });
globalStyle('h2', { fontSize: vars.fontSize.xl });
globalStyle('h3', { fontSize: vars.fontSize.lg });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });
globalStyle('a', { color: vars.color.brandStrong, textUnderlineOffset: '0.15em' });
globalStyle('img, svg', { maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms', animationIterationCount: '1', transitionDuration: '0.01ms', scrollBehavior: 'auto' } },
});

/** Screen-only parts (navigation, toolbars, toasts) are left off paper: mark them data-print="hide". */
globalStyle('[data-print="hide"]', { '@media': { print: { display: 'none !important' } } });
globalStyle('body', { '@media': { print: { background: '#fff', color: '#000', fontSize: '10.5pt' } } });

// `hidden` always hides, whatever display a class gives the element (scripts toggle it).
globalStyle('[hidden]', { display: 'none !important' });
