import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const band = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  paddingBlock: vars.space['12'],
  '@media': { [media.desktop]: { paddingBlock: vars.space['16'] } },
});

/** The result count, a polite live region: one line of its own size, even while empty (no shift). */
export const count = style({
  margin: 0,
  minHeight: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
