import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const envBadge = style({
  // A thin strip above the page, in the flow: visible, never covering anything.
  display: 'block',
  textAlign: 'center',
  padding: '1px 0',
  background: vars.color.accentSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  pointerEvents: 'none',
});
