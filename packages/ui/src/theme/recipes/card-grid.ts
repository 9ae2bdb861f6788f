import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { media } from '../tokens.js';

// A section of cards (CardGridSection, TeamGrid). Rules and a class maker rather than shared classes:
// each section's own stylesheet holds them, so no route loads a separate stylesheet chunk for them.

/** A section of cards: its heading block, then the grid. */
export const cardGridSection: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
};

/**
 * Makes the grid's class, in the calling .css.ts file: flex rather than grid, so an incomplete last
 * row sits centred under the others; one card a row on phones, two on tablets, three on desktop.
 */
export function cardGridClass(): string {
  const grid = style({
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
  return grid;
}
