import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const band = style({
  paddingBlock: vars.space['16'],
  '@media': {
    [media.desktop]: { paddingBlock: vars.space['20'] },
  },
});
