import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const main = style({
  flex: '1 0 auto',
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

/** Holds the footer below the fold while a page's code loads, so it does not jump when the page arrives. */
export const pagePending = style({ minHeight: '100vh' });
