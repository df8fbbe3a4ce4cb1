import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const base = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: 12,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  // Long compliance phrases wrap on a phone instead of running off the card.
  whiteSpace: 'normal',
  maxWidth: '100%',
  lineHeight: 1.6,
});

export const badge = styleVariants({
  success: [base, { background: vars.color.successSoft, color: vars.color.success }],
  warning: [base, { background: vars.color.warningSoft, color: vars.color.warning }],
  danger: [base, { background: vars.color.dangerSoft, color: vars.color.danger }],
  info: [base, { background: vars.color.infoSoft, color: vars.color.info }],
  neutral: [base, { background: '#eceff0', color: vars.color.text }],
});
