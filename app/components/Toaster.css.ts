import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  left: vars.space.lg,
  zIndex: 90,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  pointerEvents: 'none',
});
const base = style({
  pointerEvents: 'auto',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  maxWidth: '24rem',
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  borderLeft: '6px solid',
  background: vars.color.surface,
});
export const toast = styleVariants({
  success: [base, { borderColor: vars.color.success }],
  error: [base, { borderColor: vars.color.danger }],
  info: [base, { borderColor: vars.color.info }],
  warning: [base, { borderColor: vars.color.accent }],
});
export const body = style({ flex: 1, margin: 0 });
export const title = style({ display: 'block', fontWeight: 700 });
export const close = style({ background: 'none', border: 0, fontSize: vars.fontSize.lg, lineHeight: 1, cursor: 'pointer', minWidth: 32, minHeight: 32 });
