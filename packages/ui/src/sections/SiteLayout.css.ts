import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

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
