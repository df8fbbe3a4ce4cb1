import { checkGrid, choiceCard } from '~/styles/ui.css';
import { style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.brandStrong,
  color: '#fff',
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: '#fff', fontWeight: 700, textDecoration: 'none' });
export const main = style({
  width: '100%',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { padding: vars.space.xxl } },
});
export const steps = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', gap: vars.space.xs });
export const step = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.3,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  fontWeight: 600,
  color: vars.color.muted,
  '@media': { [media.tablet]: { justifyContent: 'flex-start', padding: `${vars.space.sm} ${vars.space.md}` } },
  selectors: {
    '&[aria-current="step"]': { borderColor: vars.color.brand, color: vars.color.brandStrong, background: vars.color.brandSoft },
    '&[data-done="true"]': { borderColor: vars.color.brand, color: vars.color.brandStrong },
  },
});
export const mark = style({ display: 'inline-grid', placeItems: 'center', width: 26, height: 26, borderRadius: '50%', border: '2px solid currentColor', flex: 'none', fontSize: vars.fontSize.xs });
export const stepLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto', whiteSpace: 'normal' } },
});
export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const current = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 700, color: vars.color.brandStrong, '@media': { [media.tablet]: { display: 'none' } } });
export const logout = style({ background: 'none', border: 0, color: '#fff', fontWeight: 600, cursor: 'pointer', minHeight: 44 });
export const cards = style({ display: 'grid', gap: vars.space.md, border: 0, padding: 0, margin: 0 });
export const choice = style([choiceCard, { display: 'flex', gap: vars.space.md, alignItems: 'flex-start', padding: vars.space.lg, borderRadius: vars.radius.lg }]);
export const choiceTitle = style({ display: 'block', fontWeight: 700, fontSize: vars.fontSize.lg });
export const radio = style({ width: 22, height: 22, marginTop: 4, accentColor: vars.color.brand, flex: 'none' });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'space-between' });
export const cityGrid = checkGrid;
export const city = style([choiceCard, { display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.tap, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md }]);
