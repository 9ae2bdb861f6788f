import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import {
  articleAside,
  articleBody,
  articleContent,
  articleEyebrow,
  articleHeader,
  articleHeaderInner,
  articleSummary,
  articleTitle,
} from '../../theme/recipes/article.js';
import { media } from '../../theme/tokens.js';

/** The header band holds the waves drawn behind its text. */
export const header = style({ position: 'relative', overflow: 'hidden', ...articleHeader });

export const headerInner = style({ position: 'relative', ...articleHeaderInner });

export const waves = style({
  position: 'absolute',
  left: '50%',
  bottom: -46,
  width: 1600,
  maxWidth: 'none',
  transform: 'translateX(-50%)',
  color: vars.color.secondary,
  opacity: 0.1,
  pointerEvents: 'none',
});

/** The eyebrow with a short rule before it. */
export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  ...articleEyebrow,
  '::before': {
    content: '""',
    display: 'block',
    width: 28,
    height: 1.5,
    backgroundColor: 'currentColor',
  },
});

export const title = style({ maxWidth: '22ch', ...articleTitle });

export const summary = style({
  ...articleSummary,
  '@media': {
    [media.desktop]: { fontSize: vars.fontSize.xl },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const body = style(
  articleBody({ paddingBlock: `${vars.space['10']} ${vars.space['16']}`, desktopPaddingBlock: `${vars.space['16']} ${vars.space['20']}` }),
);

export const aside = style(articleAside);

export const content = style({
  ...articleContent(vars.space['12']),
  '@media': {
    [media.desktop]: { gap: vars.space['16'] },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const sectionTitle = style({
  fontSize: vars.fontSize['3xl'],
  color: vars.color.text,
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const related = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  paddingBlock: vars.space['16'],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.desktop]: { paddingBlock: vars.space['20'] },
  },
});

export const relatedGrid = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: vars.space['6'] },
  },
});
