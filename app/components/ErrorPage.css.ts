import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const wrap = style({ minHeight: '70vh', display: 'grid', placeItems: 'center', padding: vars.space.lg, textAlign: 'center' });
export const inShell = style({ display: 'grid', placeItems: 'center', padding: `${vars.space.xl} 0`, textAlign: 'center' });
export const code = style({ fontSize: vars.fontSize.display, fontWeight: 800, color: vars.color.brand, margin: 0 });
export const inner = style({ maxWidth: '30rem' });
export const support = style({ display: 'flex', justifyContent: 'center', textAlign: 'left', marginTop: vars.space.lg, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });
