import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const divided = style({
  borderTop: `1px solid ${vars.color.border}`,
});

/** The buyers' count: the one figure no other site gives a seller, set apart. */
export const buyers = style({
  display: 'flex',
  gap: vars.space['4'],
  alignItems: 'flex-start',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
});

export const buyersText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const buyersFigure = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
});

export const buyersNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const next = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '48rem',
});

export const nextTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize['2xl'],
});

export const nextList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
});
