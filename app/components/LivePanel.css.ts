import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, marginTop: vars.space.sm });
export const num = style({ textAlign: 'right' });
/** Plates and speeds never wrap mid-token (issue 15). */
export const nowrap = style({ whiteSpace: 'nowrap' });
globalStyle(`${table} th`, { textAlign: 'left', padding: vars.space.xs, borderBottom: `2px solid ${vars.color.border}` });
globalStyle(`${table} th${num}`, { textAlign: 'right' });
globalStyle(`${table} td`, { padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
