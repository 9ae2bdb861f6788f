import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const header = style({
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingBlock: `${vars.space['8']} ${vars.space['12']}`,
  '@media': {
    [media.desktop]: { paddingBlock: `${vars.space['10']} ${vars.space['16']}` },
  },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.fontSize['5xl'],
  color: vars.color.text,
});

export const summary = style({
  maxWidth: '62ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const effective = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const body = style({
  display: 'grid',
  gap: vars.space['10'],
  paddingBlock: `${vars.space['10']} ${vars.space['20']}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '16rem minmax(0, 1fr)',
      columnGap: vars.space['16'],
      paddingBlock: `${vars.space['16']} ${vars.space['24']}`,
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
  gap: vars.space['10'],
  minWidth: 0,
  maxWidth: '70ch',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});
