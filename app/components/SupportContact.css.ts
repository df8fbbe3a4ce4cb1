import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontStyle: 'normal', alignItems: 'flex-start' });
export const compact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontStyle: 'normal', fontSize: vars.fontSize.sm });
export const heading = style({ fontSize: vars.fontSize.base });
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: 32, fontWeight: 600, color: 'inherit', overflowWrap: 'anywhere' });
