import { style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  '@media': { [media.desktop]: { gridTemplateRows: 'none', gridTemplateColumns: 'minmax(20rem, 5fr) 7fr' } },
});
export const aside = style({
  background: `linear-gradient(160deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 100%)`,
  color: '#fff',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { padding: vars.space.xxxl, justifyContent: 'center' } },
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: '#fff', fontWeight: 700, textDecoration: 'none', fontSize: vars.fontSize.lg });
export const main = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: vars.space.lg,
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space.xxl } },
});
export const panel = style({ width: '100%', maxWidth: '28rem', display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const subtitle = style({ margin: 0, color: vars.color.muted });
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const center = style({ textAlign: 'center' });
export const signOut = style({ display: 'flex', justifyContent: 'center', borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
