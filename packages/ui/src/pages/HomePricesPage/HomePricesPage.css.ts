import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { pageBand } from '../../theme/recipes/page-band.js';

export const band = style([pageBand, { display: 'flex', flexDirection: 'column', gap: vars.space['6'] }]);

export const note = style({
  maxWidth: '72ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
