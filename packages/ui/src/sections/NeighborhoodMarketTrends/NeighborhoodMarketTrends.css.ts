import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { tileLabel } from '../../theme/recipes/stat-tile.css.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['5'] } },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${vars.color.secondary}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

/** Room on the right for the tile's corner icon. */
export const label = style([tileLabel, { paddingRight: vars.space['12'] }]);

export const value = style({
  margin: 0,
  marginTop: vars.space['2'],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.15,
  color: vars.color.accent,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const change = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export { tileIcon } from '../../theme/recipes/stat-tile.css.js';
