import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });
export const toggle = style({
  position: 'absolute',
  right: 4,
  top: 4,
  bottom: 4,
  minWidth: 56,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: 600,
  cursor: 'pointer',
});
export const withToggle = style({ paddingRight: 72 });
export const phoneRow = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'stretch' });
export const phonePrefix = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  minHeight: vars.size.tap,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const countryChoice = style({ display: 'grid', gap: vars.space.sm });
export const countrySummary = style({ cursor: 'pointer', fontSize: vars.fontSize.sm, color: vars.color.brandStrong, fontWeight: 600, minHeight: 24, paddingBlock: 4 });
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, padding: 0, marginBottom: vars.space.xs });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const file = style({
  width: '100%',
  minHeight: vars.size.tap,
  padding: vars.space.sm,
  border: `1.5px dashed ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, background: vars.color.dangerSoft },
    '&::file-selector-button': {
      marginRight: vars.space.md,
      minHeight: 36,
      padding: `0 ${vars.space.md}`,
      border: 0,
      borderRadius: vars.radius.sm,
      background: vars.color.brand,
      color: '#fff',
      fontWeight: 600,
      cursor: 'pointer',
    },
  },
});
/** One radio or checkbox with its words, a whole tap high (issue 36: a query's reason). */
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.tap, cursor: 'pointer' });

/** A small form on one line that wraps on a phone (the language choice, issue 44 §1). */
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.md });
