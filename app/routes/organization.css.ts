import { choiceCard } from '~/styles/ui.css';
import { style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const list = style({ display: 'grid', gap: vars.space.md, padding: 0, margin: 0, border: 0, '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } });
export const option = style([choiceCard, { display: 'flex', alignItems: 'center', gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.lg }]);
export const letter = style({
  width: 48,
  height: 48,
  flex: 'none',
  borderRadius: vars.radius.pill,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brand,
  color: '#fff',
  fontWeight: 700,
  fontSize: vars.fontSize.xl,
});
export const name = style({ fontWeight: 700, display: 'block' });
export const radio = style({ width: 20, height: 20, accentColor: vars.color.brand, marginLeft: 'auto' });
