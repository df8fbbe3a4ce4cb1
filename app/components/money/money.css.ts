import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const cards = style({ display: 'grid', gap: vars.space.md, '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  minWidth: 0,
});
export const cardLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, fontWeight: 600, margin: 0 });
export const cardValue = style({ fontSize: vars.fontSize.xl, fontWeight: 800, margin: 0, overflowWrap: 'anywhere' });
export const cardNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
export const periodForms = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.md} ${vars.space.xl}`, alignItems: 'flex-end' });
export const periodForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const periodNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted, flexBasis: '100%' });
export const totals = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none', fontWeight: 600 });
export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.warningSoft, color: vars.color.warning, fontWeight: 600 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const explain = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, fontVariantNumeric: 'tabular-nums' });
export const explainTerm = style({ margin: 0 });
export const explainValue = style({ margin: 0, textAlign: 'right', whiteSpace: 'nowrap' });
export const explainTotal = style({ fontWeight: 800, borderTop: `2px solid ${vars.color.text}`, paddingTop: vars.space.xs });
export const mismatch = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.danger, fontWeight: 700 });
export const agree = style({ margin: 0, color: vars.color.success, fontWeight: 700 });
/** The payslip: an A4 sheet on paper, a card on screen. */
export const slip = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { print: { boxShadow: 'none', borderRadius: 0, padding: 0, gap: '10pt' } },
});
export const slipHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.md, alignItems: 'flex-start' });
export const slipTitle = style({ margin: 0 });
export const slipTable = style({});
/** The payslip's last figure under its refunds: the net of the trips and refunds (issue 41 §2). */
export const slipNet = style({ textAlign: 'right', fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0 0` });
// On paper the trips' table is compact and fits the page's width.
globalStyle(`${slipTable} table`, { '@media': { print: { fontSize: '7.5pt', tableLayout: 'auto' } } });
globalStyle(`${slipTable} th, ${slipTable} td`, { '@media': { print: { padding: '2pt 3pt' } } });
globalStyle(`${slipTable} > div`, { '@media': { print: { overflow: 'visible' } } });
export const share = style({
  width: '100%',
  minHeight: '10rem',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
/** A dt/dd pair grouped in a div (valid in a dl) that still sits in the dl's grid. */
export const explainRow = style({ display: 'contents' });
/** A driver's deductions by cause, under the total, in small print. */
export const causes = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.muted, fontWeight: 400 });
/** One cause on its own line; its words may wrap, its amount never breaks. */
export const cause = style({ display: 'block', minWidth: '7rem' });
export const causeAmount = style({ whiteSpace: 'nowrap' });
/** A long column header that may wrap onto two lines ('Cancelled by driver'). */
export const wrapHeader = style({ display: 'inline-block', whiteSpace: 'normal', minWidth: '5rem' });

/** A total under a numeric column: right-aligned, tabular figures (left-aligned in phone cards). */
export const footNumber = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', '@media': { 'screen and (max-width: 719px)': { textAlign: 'left' } } });
/** By driver's one-tap orders (issue 32 §7), on every screen size. */
export const sortBar = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, alignItems: 'baseline', marginBottom: vars.space.sm });
/** A payslip line's deductions, each on a line of its own under the line's total (issue 36 §3). */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const lineDeduction = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.muted, textAlign: 'left', fontWeight: 400 });
/** A slip's lines (app/routes/+driver-pay/lines.tsx): the explanation's grid as a list. */
export const lines = style([
  explain,
  {
    padding: 0,
    listStyle: 'none',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    overflowWrap: 'anywhere',
    // A 240 px phone: each amount under its words, never a page wider than the phone (issue 67 §11).
    '@media': { '(max-width: 22rem)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
  },
]);
/** A run's totals: figures side by side, wrapping on a phone. */
export const payTotals = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: vars.space.md, margin: 0 });
