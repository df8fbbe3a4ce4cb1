import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const panel = style({ border: `2px solid ${vars.color.danger}` });
