import { style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '16rem 1fr',
      gridTemplateRows: 'auto 1fr',
      // The sidebar's colour runs the full height of long pages.
      background: `linear-gradient(to right, ${vars.color.brandStrong} 16rem, transparent 16rem)`,
    },
  },
});
export const sidebar = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      gridRow: '1 / span 2',
      alignSelf: 'start',
      background: vars.color.brandStrong,
      color: '#fff',
      padding: vars.space.xl,
      position: 'sticky',
      top: 0,
      height: '100vh',
    },
  },
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: '#fff', fontWeight: 700, textDecoration: 'none', fontSize: vars.fontSize.lg });
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { background: 'rgba(255,255,255,0.16)', boxShadow: `inset 4px 0 0 ${vars.color.accent}` }, '&:hover': { background: 'rgba(255,255,255,0.1)' } },
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 20,
  flexWrap: 'wrap',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, flex: 1, minWidth: '8rem' });
export const company = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
export const faqLink = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const menu = style({ width: '100%', '@media': { [media.desktop]: { display: 'none' } } });
export const menuSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brandStrong,
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const menuPanel = style({ marginTop: vars.space.sm, background: vars.color.brandStrong, color: '#fff', borderRadius: vars.radius.md, padding: vars.space.sm });
export const main = style({ padding: vars.space.lg, minWidth: 0, '@media': { [media.tablet]: { padding: vars.space.xl } } });
export const logout = style({ marginTop: 'auto' });
export const logoutButton = style({
  width: '100%',
  minHeight: vars.size.tap,
  background: 'transparent',
  color: 'inherit',
  border: '2px solid rgba(255,255,255,0.6)',
  borderRadius: vars.radius.md,
  fontWeight: 600,
  cursor: 'pointer',
});
export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });
