import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  display: 'grid',
  gap: vars.space['10'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)', gap: vars.space['16'], alignItems: 'start' },
  },
});

export const heading = style({
  '@media': {
    [media.desktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space['8']})` },
  },
});

export const list = style({
  display: 'grid',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'reason',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['10'] },
  },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  alignContent: 'start',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  paddingBlock: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
  counterIncrement: 'reason',
  '::before': {
    content: 'counter(reason, decimal-leading-zero)',
    gridRow: '1 / span 2',
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize['2xl'],
    fontStyle: 'italic',
    lineHeight: 1.2,
    color: vars.color.secondary,
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const description = style({
  gridColumn: 2,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
