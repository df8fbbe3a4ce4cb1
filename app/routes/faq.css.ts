import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const wrap = style({ maxWidth: '48rem', margin: '0 auto', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const item = style({ background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card });
export const question = style({ cursor: 'pointer', padding: vars.space.lg, fontWeight: 700, fontSize: vars.fontSize.lg, minHeight: vars.size.tap });
export const answer = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });
