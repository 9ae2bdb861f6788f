import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const band = style({
  paddingBlock: vars.space['16'],
  '@media': {
    [media.desktop]: { paddingBlock: vars.space['24'] },
  },
});

export const tinted = style({
  backgroundColor: vars.color.surfaceSunken,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const divided = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const closing = style({
  paddingBottom: vars.space['16'],
  '@media': {
    [media.desktop]: { paddingBottom: vars.space['24'] },
  },
});
