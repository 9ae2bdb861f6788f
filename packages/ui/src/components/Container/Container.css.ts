import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { pageBand } from '../../theme/recipes/page-band.js';

const base = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space['5'],
  '@media': {
    [media.tablet]: { paddingInline: vars.space['8'] },
    [media.wide]: { paddingInline: vars.space['10'] },
  },
});

export const width = styleVariants({
  default: [base, { maxWidth: `calc(${vars.layout.maxWidth} + 2 * ${vars.space['10']})` }],
  narrow: [base, { maxWidth: `calc(${vars.layout.narrowWidth} + 2 * ${vars.space['10']})` }],
});

/** A page's band (`band`): every page's layout has the container, so the band costs no stylesheet of its own. */
export const band = style(pageBand);
