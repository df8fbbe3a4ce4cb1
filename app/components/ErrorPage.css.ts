import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const wrap = style({ minHeight: '70vh', display: 'grid', placeItems: 'center', padding: vars.space.lg, textAlign: 'center' });
export const code = style({ fontSize: vars.fontSize.display, fontWeight: 800, color: vars.color.brand, margin: 0 });
export const inner = style({ maxWidth: '30rem' });
