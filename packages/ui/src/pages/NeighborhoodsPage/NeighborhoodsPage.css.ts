import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const band = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  paddingBlock: vars.space['12'],
  '@media': { [media.desktop]: { gap: vars.space['16'], paddingBlock: `${vars.space['16']} ${vars.space['24']}` } },
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['16'],
  '@media': { [media.desktop]: { gap: vars.space['20'] } },
});
