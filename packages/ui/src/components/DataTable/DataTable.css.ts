import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const scroll = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.md },
  },
});

export const wide = style({
  minWidth: '40rem',
});

export const caption = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'left',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerCell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'left',
  verticalAlign: 'bottom',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'left',
  verticalAlign: 'top',
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const rowHeader = style([
  cell,
  {
    minWidth: '7.5rem',
    fontWeight: vars.fontWeight.semibold,
  },
]);

/** Figures line up on their last digit. */
export const align = styleVariants({
  start: {},
  end: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

export const note = style({
  marginBlockStart: vars.space['6'],
  maxWidth: '72ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
