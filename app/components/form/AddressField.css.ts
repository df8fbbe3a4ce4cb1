import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const wrap = style({ position: 'relative' });
export const list = style({
  position: 'absolute',
  zIndex: 30,
  left: 0,
  right: 0,
  top: '100%',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  maxHeight: '16rem',
  overflowY: 'auto',
});
export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.color.brandSoft } },
});
