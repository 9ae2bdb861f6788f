import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { media } from '../tokens.js';

// Style rules, not classes: each section turns them into its own classes (style()), so the rules
// stay in the section's own stylesheet and chunk, and what differs is passed in.

/** A section of tiles: its heading block, then the grid. */
export const tileSection: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
};

/** A list of tiles in columns: one on phones, two from tablets, `desktopColumns` on desktop. */
export function tileList({ desktopColumns, gap, tabletGap }: { desktopColumns: 3 | 4; gap: string; tabletGap: string }): StyleRule {
  return {
    display: 'grid',
    gap,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tabletGap },
      [media.desktop]: { gridTemplateColumns: `repeat(${desktopColumns}, minmax(0, 1fr))` },
    },
  };
}

/** A raised tile filling its cell, its lines in a column `gap` apart. */
export function tile({ gap }: { gap: string }): StyleRule {
  return {
    display: 'flex',
    flexDirection: 'column',
    gap,
    height: '100%',
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.sm,
  };
}
