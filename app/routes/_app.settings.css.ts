import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '56rem' });
export const pill = style({
  display: 'inline-block',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  margin: '0 4px 4px 0',
});
export const pillMuted = style({ background: vars.color.warningSoft, color: vars.color.warning });
export const panel = style({ border: `2px solid ${vars.color.brand}` });
export const actionsCell = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: `0 ${vars.space.xs}`,
  minHeight: 32,
  color: vars.color.brandStrong,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const pager = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' });

export const plainFieldset = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const checkRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', padding: `${vars.space.xs} 0` });
export const checkHint = style({ display: 'block', fontSize: vars.fontSize.sm });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.xs });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.tap });
export const digest = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: vars.space.md, background: vars.color.background, borderRadius: vars.radius.md, overflowWrap: 'anywhere' });
/** A line that says what is about to change (a payout account cooling off, issue 24 §2). */
export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.warningSoft, color: vars.color.text });
