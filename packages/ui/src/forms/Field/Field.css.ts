import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { control } from '../../theme/recipes/controls.css.js';

/** A message box: the control, taller, growing downwards only. Composed, so its rules follow the control's. */
export const textarea = style([
  control,
  {
    minHeight: 148,
    paddingBlock: vars.space['3'],
    resize: 'vertical',
  },
]);

/** Fields side by side where there is room (no media query: it follows the container's width). */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space['5'],
  alignItems: 'start',
});

/** Narrower columns: three fields share one line on wide containers (the subscribe form). */
export const rowCompact = style([
  row,
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  },
]);
