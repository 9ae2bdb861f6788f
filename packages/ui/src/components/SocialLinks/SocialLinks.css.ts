import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  padding: `0 ${vars.space['4']} 0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: 'background-color 160ms ease, border-color 160ms ease',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentSoft, borderColor: vars.color.accent },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 30,
  height: 30,
  borderRadius: '50%',
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
});

/** The round buttons' row (appearance "icons"). */
export const iconList = style({
  display: 'flex',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const iconLinkBase = style({
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  transition: 'color 160ms ease, border-color 160ms ease, background-color 160ms ease',
  selectors: {
    '&:hover': { color: vars.color.accentContrast, backgroundColor: vars.color.accent, borderColor: vars.color.accent },
  },
});

/** A round button with the network's icon alone: 34 px on a card, 46 px on the founder's profile. */
export const iconLink = styleVariants({
  sm: [iconLinkBase, { width: 34, height: 34 }],
  lg: [iconLinkBase, { width: 46, height: 46 }],
});
