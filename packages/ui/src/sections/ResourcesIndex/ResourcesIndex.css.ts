import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
});

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The first guide spans two columns: three rows become two on desktop (2 + 1, then 3). */
export const featuredItem = style({
  '@media': {
    [media.tablet]: { gridColumn: '1 / -1' },
    [media.desktop]: { gridColumn: 'span 2' },
  },
});
