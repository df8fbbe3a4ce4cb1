/** Shared UI primitives: page containers, cards, buttons, fields, helpers. */
import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const muted = style({ color: vars.color.muted });

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontWeight: 600,
  fontSize: vars.fontSize.base,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.brand, color: '#fff', selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } } }],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.brandStrong, borderColor: vars.color.brand }],
  ghost: [buttonBase, { background: 'transparent', color: vars.color.brandStrong, padding: `0 ${vars.space.md}` }],
  danger: [buttonBase, { background: vars.color.danger, color: '#fff' }],
});

export const fullWidth = style({ width: '100%' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const input = style({
  minHeight: vars.size.tap,
  width: '100%',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1.5px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.base,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const formError = style({
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});

/** Checkboxes and radios (issue 15): one size, at least 24 px, in the brand colour. */
export const checkbox = style({ width: 24, height: 24, minWidth: 24, margin: 0, accentColor: vars.color.brand, cursor: 'pointer' });
/** A heading without its top and bottom margins (in a row with actions). */
export const flushHeading = style({ margin: 0 });
/** A card's heading, smaller than a page's. */
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
/** A list without bullets, its items spaced like cards. */
export const cleanList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
/** A form inside a sentence. */
export const inlineForm = style({ display: 'inline' });
/** A heading with a subtitle right under it. */
export const tightHeading = style({ marginBottom: vars.space.xs });
/** A card holding a long form: readable width on a desktop. */
export const formCard = style({ maxWidth: '52rem' });
/** A link alone on its line ("← All vehicles"): a 44 px tall target, for thumbs. */
export const backLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 });

// Small layout helpers, so no element needs an inline style (the CSP allows none; issue 13).
export const flush = style({ margin: 0 });
export const centred = style({ margin: 0, textAlign: 'center' });
export const alignEnd = style({ margin: 0, textAlign: 'right' });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm });
export const narrow = style({ maxWidth: '32rem' });
export const readable = style({ maxWidth: '40rem' });
export const wideForm = style({ maxWidth: '48rem' });
export const emptyState = style({ textAlign: 'center', maxWidth: '40rem', margin: '0 auto' });
export const definition = style({ margin: `0 0 ${vars.space.sm}` });
export const definitionStrong = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: 700 });
export const otpInput = style({ letterSpacing: '0.5em', fontSize: '1.5rem', textAlign: 'center' });
export const sectionTitle = style({ fontSize: '1.125rem' });
export const justifyCentre = style({ justifyContent: 'center' });
export const nowrap = style({ whiteSpace: 'nowrap' });

/** A bordered choice (a radio or checkbox card) that fills with the brand colour when its input is checked. */
export const choiceCard = style({
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

/** A fieldset of checkboxes or radios: two columns on a phone, three from a tablet up. */
export const checkGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr 1fr',
  border: 0,
  padding: 0,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
/** A warning in the page's flow that does not block (issue 32 §7: a payout account in another name). */
export const warningNote = style({ borderLeft: `6px solid ${vars.color.accent}`, padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.surface, margin: 0 });
/** The error summary (issue 33 §3; GOV.UK's): a bordered box at the top of the form. */
export const errorSummary = style({
  border: `4px solid ${vars.color.danger}`,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  outline: 'none',
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const errorSummaryTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const errorSummaryList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, color: vars.color.danger, fontWeight: 700 });
