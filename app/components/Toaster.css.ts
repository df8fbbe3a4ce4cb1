import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// In the page's flow, above everything (issue 33 §3): it never covers the header (issue 32 §7).
export const region = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
const base = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  width: '100%',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
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
