import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const tiles = style({
  display: 'grid',
  // Two side by side on a phone, one on the narrowest (320 px), where a price would run under the tile's icon.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space['3'],
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

/** Label under the figure visually; in the markup the label (dt) comes first, as it is read. */
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-start',
  gap: vars.space['1'],
  minHeight: 132,
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.secondary}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.desktop]: { padding: `${vars.space['6']} ${vars.space['6']}`, minHeight: 148 },
  },
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.15,
  color: vars.color.accent,
  fontVariantNumeric: 'lining-nums tabular-nums',
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize['3xl'] },
  },
});

export { tileIcon, tileLabel as label } from '../../theme/recipes/stat-tile.css.js';
