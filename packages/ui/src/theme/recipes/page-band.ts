import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { media } from '../tokens.js';

/**
 * A band of a page under its hero: the room above and below a section (list pages, the team page).
 * A rule, not a class: each page's own stylesheet holds it (no stylesheet chunk of its own to load).
 */
export const pageBand: StyleRule = {
  paddingBlock: vars.space['16'],
  '@media': {
    [media.desktop]: { paddingBlock: vars.space['24'] },
  },
};
