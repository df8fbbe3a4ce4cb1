import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
