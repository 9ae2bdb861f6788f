import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const header = style({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingBlock: `${vars.space['8']} ${vars.space['12']}`,
  '@media': {
    [media.desktop]: { paddingBlock: `${vars.space['10']} ${vars.space['16']}` },
  },
});

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

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  '::before': {
    content: '""',
    display: 'block',
    width: 28,
    height: 1.5,
    backgroundColor: 'currentColor',
  },
});

export const title = style({
  maxWidth: '22ch',
  fontSize: vars.fontSize['5xl'],
  color: vars.color.text,
});

export const summary = style({
  maxWidth: '62ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
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

export const body = style({
  display: 'grid',
  gap: vars.space['10'],
  paddingBlock: `${vars.space['10']} ${vars.space['16']}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '16rem minmax(0, 1fr)',
      columnGap: vars.space['16'],
      paddingBlock: `${vars.space['16']} ${vars.space['20']}`,
    },
  },
});

export const aside = style({
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space['6']})`,
      alignSelf: 'start',
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  minWidth: 0,
  maxWidth: '70ch',
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
