import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const line = style({ width: '100%', maxWidth: 480, height: 'auto', display: 'block' });
export const track = style({ stroke: vars.color.border, strokeWidth: 4, strokeDasharray: '6 6' });
export const driven = style({ stroke: vars.color.brand, strokeWidth: 6, strokeLinecap: 'round' });
export const stopPassed = style({ fill: vars.color.brand, stroke: vars.color.surface, strokeWidth: 2 });
export const stopNext = style({ fill: vars.color.surface, stroke: vars.color.accent, strokeWidth: 4 });
export const stopAhead = style({ fill: vars.color.surface, stroke: vars.color.muted, strokeWidth: 2 });
export const stopName = style({ fill: vars.color.text, fontSize: 15, fontFamily: vars.font.body });
export const stopNameNext = style({ fill: vars.color.text, fontSize: 15, fontWeight: 700, fontFamily: vars.font.body });
export const stopMinutes = style({ fill: vars.color.muted, fontSize: 13, fontFamily: vars.font.body });
export const vehicleRing = style({ fill: vars.color.accent, stroke: vars.color.text, strokeWidth: 2 });
export const vehicleIcon = style({ fill: vars.color.text });
// One fact per line: the live view rewrites them ("Updated at 23:21 (2 s ago)"), and a fact that
// grew in a wrapping row would push the stop line down (a layout shift Lighthouse counts).
export const liveFacts = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontWeight: 600 });
export const liveHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const paused = style({ margin: 0, color: vars.color.warning, background: vars.color.warningSoft, borderRadius: vars.radius.md, padding: vars.space.sm, fontWeight: 600 });
export const stops = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const stopItem = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const stopHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const marks = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const people = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const person = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const countdown = style({ fontSize: vars.fontSize.xl, fontWeight: 800, margin: 0 });
export const peopleTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 700, margin: `${vars.space.xs} 0`, color: vars.color.muted });
