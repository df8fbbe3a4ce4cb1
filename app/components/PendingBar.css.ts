import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const slide = keyframes({ '0%': { transform: 'translateX(-100%)' }, '100%': { transform: 'translateX(250%)' } });

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 4,
  overflow: 'hidden',
  zIndex: 100,
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 150ms',
  selectors: { '&[data-vp-active="true"]': { opacity: 1, transitionDelay: '150ms' } },
});
export const fill = style({ width: '40%', height: '100%', background: vars.color.accent, animation: `${slide} 1.1s ease-in-out infinite` });
