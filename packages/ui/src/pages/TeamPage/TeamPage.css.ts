import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const divided = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const join = style({
  paddingBottom: vars.space['16'],
  '@media': {
    [media.desktop]: { paddingBottom: vars.space['24'] },
  },
});
