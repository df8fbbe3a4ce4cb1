/** The roadside pass's public page (issue 25): one column, large type, readable at 320 px and on a feature phone. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const page = style({ maxWidth: '36rem', margin: '0 auto', padding: vars.space.md, display: 'grid', gap: vars.space.md });
/** The language switch: plain links, each a comfortable tap; the current one bold. */
export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${languages} a`, { display: 'inline-block', padding: `${vars.space.xs} 0`, minHeight: '24px' });
globalStyle(`${languages} a[aria-current]`, { fontWeight: 700, textDecoration: 'none' });
export const brand = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });
export const card = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md });
const verdict = { margin: 0, fontSize: '1.35rem', lineHeight: 1.3, padding: vars.space.sm, borderRadius: vars.radius.sm };
export const yes = style({ ...verdict, background: vars.color.successSoft, color: vars.color.success });
export const no = style({ ...verdict, background: vars.color.dangerSoft, color: vars.color.danger });
export const plate = style({ fontSize: '1.6rem', fontWeight: 700, letterSpacing: '0.04em', margin: `${vars.space.sm} 0 0` });
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
export const papers = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.sm });
export const code = style({ fontSize: '1.3rem', letterSpacing: '0.15em', fontFamily: 'monospace' });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });
export const support = style({ margin: 0 });
/** A statement's value that is words, not an amount (a pay rule): it wraps on a 240 px phone. */
export const factText = style({ margin: 0, textAlign: 'right', overflowWrap: 'anywhere', minWidth: 0 });
/** The amount a statement pays: large, and never wider than a 240 px phone. */
export const amount = style({ fontSize: '1.3rem', fontWeight: 800, margin: `${vars.space.sm} 0 0`, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
