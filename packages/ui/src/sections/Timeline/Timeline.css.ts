import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
});

/** Vertical on small screens, a horizontal line of milestones from the desktop layout up. */
export const list = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['8'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '::before': {
    content: '""',
    position: 'absolute',
    left: 7,
    top: 8,
    bottom: 8,
    width: 1.5,
    backgroundColor: vars.color.borderStrong,
  },
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'none',
      gridAutoColumns: 'minmax(0, 1fr)',
      gridAutoFlow: 'column',
      gap: vars.space['8'],
      selectors: {
        '&::before': { left: 0, right: 0, top: 7, bottom: 'auto', width: 'auto', height: 1.5 },
      },
    },
  },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingLeft: vars.space['10'],
  '::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: 0,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: vars.color.surface,
    border: `3px solid ${vars.color.secondary}`,
    boxSizing: 'border-box',
  },
  '@media': {
    [media.desktop]: { paddingLeft: 0, paddingTop: vars.space['10'] },
  },
});

export const year = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  color: vars.color.accent,
  fontVariantNumeric: 'lining-nums',
  marginTop: -6,
  '@media': {
    [media.desktop]: { marginTop: 0 },
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const description = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '36ch',
});
