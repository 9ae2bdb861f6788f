import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

/** The raised panel the filters sit in. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  '@media': { [media.desktop]: { padding: `${vars.space['6']} ${vars.space['8']}` } },
});

/** In a sheet, which is the surface: the fields only. */
export const inSheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Four columns from tablets up; on phones two, where the short pairs (prices, beds and baths) share a row. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['5'] } },
});

/** A field whose choices have long names (areas, type, order): a whole row on phones. */
export const wide = style({
  gridColumn: 'span 2',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
});

// In a sheet that scrolls, "Show homes" stays at its bottom edge, in reach of a thumb.
globalStyle(`${inSheet} > ${actions}`, {
  position: 'sticky',
  bottom: 0,
  paddingBlock: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});
