import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '~/styles/theme.css';

const phone = 'screen and (max-width: 719px)';

export const scroll = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, '@media': { [phone]: { display: 'block' } } });
export const th = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `2px solid ${vars.color.border}`, whiteSpace: 'nowrap', verticalAlign: 'bottom' });
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const nowrap = style({ whiteSpace: 'nowrap' });
// On phones each row is a card; each cell says its column's name.
globalStyle(`${table} thead`, { '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${table} tbody, ${table} tfoot, ${table} tr, ${table} td`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${table} tr`, { '@media': { [phone]: { padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} td`, { '@media': { [phone]: { border: 0, padding: '2px 0', textAlign: 'left', overflowWrap: 'anywhere' } } });
globalStyle(`${table} td[data-label]::before`, { '@media': { [phone]: { content: 'attr(data-label) ": "', fontWeight: 700, color: vars.color.muted } } });
globalStyle(`${table} tfoot td`, { fontWeight: 800, borderTop: `2px solid ${vars.color.border}` });

export const pager = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', marginTop: vars.space.md, fontSize: vars.fontSize.sm });
export const pagerLinks = style({ display: 'flex', gap: vars.space.lg });
globalStyle(`${pagerLinks} a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.tap, fontWeight: 700 });

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  // minmax(0, …): a date input's own width must not push the form past a 360 px screen.
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'end',
  marginBottom: vars.space.md,
  '@media': { [media.tablet]: { display: 'flex', flexWrap: 'wrap' } },
});
export const searchField = style({ gridColumn: '1 / -1', '@media': { [media.tablet]: { flex: '1 1 14rem' } } });
export const filterActions = style({ display: 'flex', gap: vars.space.sm, gridColumn: '1 / -1' });

export const facts = style({
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' }, print: { gridTemplateColumns: '1fr 1fr 1fr', gap: '4pt 12pt' } },
});
export const fact = style({ minWidth: 0 });
export const factLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
