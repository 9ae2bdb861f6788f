import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { media } from '../tokens.js';

/** A section of cards: its heading block, then the grid (CardGridSection, TeamGrid). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
});

/** Flex rather than grid, so an incomplete last row sits centred under the others. */
export const grid = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['6'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.desktop]: { gap: vars.space['8'] },
  },
});

globalStyle(`${grid} > *`, {
  flex: '0 0 100%',
  minWidth: 0,
  '@media': {
    [media.tablet]: { flexBasis: `calc((100% - ${vars.space['6']}) / 2)` },
    [media.desktop]: { flexBasis: `calc((100% - 2 * ${vars.space['8']}) / 3)` },
  },
});
