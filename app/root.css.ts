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

export const loadError = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
  borderBottom: `2px solid ${vars.color.danger}`,
});
export const loadErrorLink = style({ color: 'inherit', fontWeight: 800, background: 'none', border: 0, padding: 0, textDecoration: 'underline', cursor: 'pointer', font: 'inherit', minHeight: 32 });
