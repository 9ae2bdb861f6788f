import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';

/** The small caps label of a figure tile (city stat tiles, neighborhood market trends). */
export const tileLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

/** The round icon in a figure tile's top corner. */
export const tileIcon = style({
  position: 'absolute',
  insetBlockStart: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  display: 'grid',
  placeItems: 'center',
  width: 38,
  height: 38,
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
});
