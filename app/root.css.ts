import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const envBadge = style({
  // In the page's top corner, scrolling away with it: visible, never covering a form.
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  zIndex: 80,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  pointerEvents: 'none',
});
