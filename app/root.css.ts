import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const envBadge = style({
  position: 'fixed',
  bottom: vars.space.sm,
  left: vars.space.sm,
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
