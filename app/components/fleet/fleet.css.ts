import { checkGrid } from '~/styles/ui.css';
import { style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

export const banner = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  border: `1px solid ${vars.color.accent}`,
});
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const empty = style({ margin: `${vars.space.lg} 0 0` });
export const emptyActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });
export const twoColumns = style({ display: 'grid', gap: vars.space.lg, alignItems: 'start', '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr' } } });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', marginBottom: vars.space.sm });
export const docList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const docItem = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xs, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const docHead = style({ justifySelf: 'stretch', display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const warning = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.warningSoft, color: vars.color.warning, fontWeight: 600 });
export const formGrid = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } });
export const full = style({ gridColumn: '1 / -1' });
export const fieldsetPlain = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: vars.space.lg, '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } });
export const legend = style({ fontWeight: 700, fontSize: vars.fontSize.lg, marginBottom: vars.space.sm, padding: 0 });
export const checks = checkGrid;
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.tap });
export const steps = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const upper = style({ textTransform: 'uppercase' });
export const readinessCell = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xs });
export const reasons = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
/** A radio choice of the assignment's confirmation: a whole-width tap target. */
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44 });
const dayCard = { borderRadius: vars.radius.lg, padding: vars.space.md, display: 'grid', gap: vars.space.xs } as const;
export const dayBlocked = style({ ...dayCard, background: vars.color.dangerSoft, border: `1px solid ${vars.color.danger}` });
export const dayClear = style({ ...dayCard, background: vars.color.successSoft, border: `1px solid ${vars.color.success}` });
export const dayList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
// One flowing paragraph per line (issue 32 §4): three of them and the headline leave the first
// money figure on the first screen of a 360×740 phone.
export const dayLine = style({
  display: 'block',
  fontSize: '0.9375rem',
  lineHeight: 1.35,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

/** The roadside pass tab: the QR beside its address and actions on a wide screen, above them on a phone. */
export const passRow = style({ display: 'grid', gap: vars.space.lg, alignItems: 'start', '@media': { [media.tablet]: { gridTemplateColumns: '220px 1fr' } } });
export const passQr = style({ width: '200px', maxWidth: '100%', background: '#fff', lineHeight: 0 });
export const passUrl = style({ overflowWrap: 'anywhere' });

/** The day selector (issue 32 §1): Today · Tomorrow, the same words wherever a day is chosen. */
export const dayChoice = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', fontSize: '0.95rem' });
export const dayChosen = style({ fontWeight: 700, textDecoration: 'none', color: vars.color.text });
export const dayHeadline = style({ fontSize: vars.fontSize.lg, margin: 0 });

/** A photo a driver sent (issue 43 §4): the whole of it, on a phone's screen. */
export const preview = style({ display: 'block', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
