import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** Small print under the listings, set apart by a rule, readable line length. */
export const disclaimer = style({
  display: 'grid',
  gap: vars.space['2'],
  marginBlockStart: vars.space['12'],
  paddingBlockStart: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  maxWidth: '72ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.6,
});

export const line = style({ margin: 0 });
