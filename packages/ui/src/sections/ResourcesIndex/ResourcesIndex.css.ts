import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { tileList, tileSection } from '../../theme/recipes/tile-grid.js';
import { media } from '../../theme/tokens.js';

export const root = style(tileSection);

export const grid = style(tileList({ desktopColumns: 3, gap: vars.space['5'], tabletGap: vars.space['6'] }));

/** The first guide spans two columns: three rows become two on desktop (2 + 1, then 3). */
export const featuredItem = style({
  '@media': {
    [media.tablet]: { gridColumn: '1 / -1' },
    [media.desktop]: { gridColumn: 'span 2' },
  },
});
