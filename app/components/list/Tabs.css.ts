/**
 * The one look of tabs (issue 22 §5): underlined tabs for a page's sections and an area's
 * pages, and a segmented pair for a choice of two (the login methods). The current tab is told
 * by `aria-current="page"`, so the markup says it to screen readers and the style follows.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// Tabs wrap onto a second line on a phone rather than hide behind a sideways scroll.
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xs}`, borderBottom: `2px solid ${vars.color.border}` });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.md}`,
  whiteSpace: 'nowrap',
  fontWeight: 600,
  color: vars.color.muted,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: -2,
  selectors: { '&[aria-current="page"]': { color: vars.color.brandStrong, borderBottomColor: vars.color.brand } },
});
export const tabCount = style({ fontWeight: 400 });

export const segmented = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', background: vars.color.brandSoft, borderRadius: vars.radius.md, padding: 4, gap: 4 });
export const segment = style({
  minHeight: vars.size.tap,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  textDecoration: 'none',
  color: vars.color.brandStrong,
  selectors: { '&[aria-current="page"]': { background: vars.color.surface, boxShadow: vars.shadow.card, color: vars.color.text } },
});
