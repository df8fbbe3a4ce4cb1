import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '56rem' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `2px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const scroll = style({ overflowX: 'auto' });
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

/** On phones, each row of a list table becomes a card; cells show their column's name. */
export const stacked = style({
  '@media': {
    'screen and (max-width: 719px)': {
      display: 'block',
    },
  },
});
globalStyle(`${stacked} thead`, { '@media': { 'screen and (max-width: 719px)': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${stacked} tbody, ${stacked} tr, ${stacked} td`, { '@media': { 'screen and (max-width: 719px)': { display: 'block' } } });
globalStyle(`${stacked} tr`, { '@media': { 'screen and (max-width: 719px)': { padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${stacked} td`, { '@media': { 'screen and (max-width: 719px)': { border: 0, padding: '2px 0', overflowWrap: 'anywhere' } } });
globalStyle(`${stacked} td[data-label]::before`, {
  '@media': { 'screen and (max-width: 719px)': { content: 'attr(data-label) ": "', fontWeight: 700, color: vars.color.muted } },
});
export const plainFieldset = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const checkRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', padding: `${vars.space.xs} 0` });
export const checkHint = style({ display: 'block', fontSize: vars.fontSize.sm });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.xs });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.tap });
export const digest = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: vars.space.md, background: vars.color.background, borderRadius: vars.radius.md, overflowWrap: 'anywhere' });
