import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { media } from '../tokens.js';

// The long-read layout of a guide and a legal document: a sunken header band, then a sticky table
// of contents beside the sections. Style rules, not classes: each article turns them into its own
// classes (style()) and adds what differs (spacing, sizes, ornaments).

export const articleHeader: StyleRule = {
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
};

export const articleHeaderInner: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingBlock: `${vars.space['8']} ${vars.space['12']}`,
  '@media': {
    [media.desktop]: { paddingBlock: `${vars.space['10']} ${vars.space['16']}` },
  },
};

/** The kind of article above its title ("Buyer guide", "Legal"). */
export const articleEyebrow: StyleRule = {
  margin: 0,
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
};

export const articleTitle: StyleRule = {
  fontSize: vars.fontSize['5xl'],
  color: vars.color.text,
};

/** The lead paragraph under the title. */
export const articleSummary: StyleRule = {
  maxWidth: '62ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
};

/** One column, then the contents beside the sections on desktop; the room above and below is the article's. */
export function articleBody({ paddingBlock, desktopPaddingBlock }: { paddingBlock: string; desktopPaddingBlock: string }): StyleRule {
  return {
    display: 'grid',
    gap: vars.space['10'],
    paddingBlock,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: '16rem minmax(0, 1fr)',
        columnGap: vars.space['16'],
        paddingBlock: desktopPaddingBlock,
      },
    },
  };
}

/** The table of contents' column: it stays in view under the site header while the sections scroll. */
export const articleAside: StyleRule = {
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space['6']})`,
      alignSelf: 'start',
    },
  },
};

/** The sections' column, at a reading width, `gap` between sections. */
export function articleContent(gap: StyleRule['gap']): StyleRule {
  return {
    display: 'flex',
    flexDirection: 'column',
    gap,
    minWidth: 0,
    maxWidth: '70ch',
  };
}
