import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '16rem minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      // The sidebar's colour runs the full height of long pages.
      background: `linear-gradient(to right, ${vars.color.brandStrong} 16rem, transparent 16rem)`,
    },
    // On paper (a payslip): the page's content only.
    print: { display: 'block', background: 'none', minHeight: 0 },
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
      overflowY: 'auto',
    },
  },
});
export const sidebarFooter = style({ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.md });
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
export const switchLink = style([navLink, { border: '1px solid rgba(255,255,255,0.5)' }]);
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 20,
  minWidth: 0,
  '@media': { [media.tablet]: { gap: vars.space.md, padding: `${vars.space.md} ${vars.space.lg}` } },
});
// A title wraps rather than being cut (issue 51 §9: "Moni wey you make", "Akwụkwọ ụgwọ ọnwa" at 360 px);
// a word longer than the line breaks rather than overflowing.
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.25,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
});
export const company = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '@media': { [media.tablet]: { padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}` } },
});
export const initial = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: vars.color.brand,
  color: '#fff',
});
// On a phone the chip is the initial; the full name is in the menu.
export const companyName = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline' } } });
export const faqLink = style({ fontWeight: 600, fontSize: vars.fontSize.sm, display: 'none', whiteSpace: 'nowrap', '@media': { [media.tablet]: { display: 'inline' } } });
export const menu = style({ '@media': { [media.desktop]: { display: 'none' } } });
export const menuSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
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
export const burger = style({
  width: 16,
  height: 2,
  background: 'currentColor',
  boxShadow: '0 -5px 0 currentColor, 0 5px 0 currentColor',
});
export const menuPanel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  maxHeight: 'calc(100vh - 60px)',
  overflowY: 'auto',
  background: vars.color.brandStrong,
  color: '#fff',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxShadow: vars.shadow.raised,
});
export const menuCompany = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const main = style({ padding: vars.space.lg, minWidth: 0, '@media': { [media.tablet]: { padding: vars.space.xl }, print: { padding: 0 } } });
export const logout = style({});
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
globalStyle(`${menuPanel} a, ${sidebar} address a`, { color: '#fff' });
