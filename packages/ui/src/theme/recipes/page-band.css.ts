import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { media } from '../tokens.js';

/** A band of a page under its hero: the room above and below a section (list pages, the team page). */
export const band = style({
  paddingBlock: vars.space['16'],
  '@media': {
    [media.desktop]: { paddingBlock: vars.space['24'] },
  },
});
