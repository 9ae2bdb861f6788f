import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { pageBand } from '../../theme/recipes/page-band.js';

export const band = style(pageBand);

export const crumbs = style({
  marginBottom: vars.space['8'],
});

export const divided = style({
  borderTop: `1px solid ${vars.color.border}`,
});
