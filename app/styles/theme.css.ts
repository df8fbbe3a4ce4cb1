/**
 * The theme: brand colours, spacing, type scale, radii. Mobile-first from 360 px; large type
 * and strong contrast (text ≥ 7:1, muted ≥ 4.5:1) so pages stay readable outdoors on a phone.
 */
import { createGlobalTheme } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0a6a4b',
    brandStrong: '#064e37',
    brandSoft: '#e3f2ec',
    accent: '#f2a900',
    accentSoft: '#fff4d6',
    text: '#111b17',
    muted: '#46554f',
    border: '#b9c6c0',
    surface: '#ffffff',
    background: '#f3f6f4',
    danger: '#b3261e',
    dangerSoft: '#fdeceb',
    success: '#0a6a4b',
    successSoft: '#e3f2ec',
    warning: '#7a4f00',
    warningSoft: '#fff4d6',
    info: '#1d4f91',
    infoSoft: '#e7effa',
    focus: '#1a56db',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { xs: '0.8125rem', sm: '0.875rem', base: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.125rem' },
  lineHeight: { tight: '1.25', base: '1.5' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: { card: '0 1px 2px rgba(17, 27, 23, 0.08), 0 1px 6px rgba(17, 27, 23, 0.06)', raised: '0 8px 24px rgba(17, 27, 23, 0.16)' },
  size: { tap: '44px', content: '72rem', narrow: '28rem' },
});

/** Breakpoints, mobile first. */
export const media = {
  tablet: 'screen and (min-width: 720px)',
  desktop: 'screen and (min-width: 1024px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
