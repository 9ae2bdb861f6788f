import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const title = style({
  margin: 0,
  color: vars.color.secondary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'toc',
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  counterIncrement: 'toc',
});

export const link = style({
  display: 'grid',
  gridTemplateColumns: '1.75rem minmax(0, 1fr)',
  alignItems: 'baseline',
  padding: `${vars.space['2']} 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  '::before': {
    content: 'counter(toc, decimal-leading-zero)',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontVariantNumeric: 'tabular-nums',
  },
  selectors: {
    [`${item}:first-child &`]: { borderTop: 'none' },
    '&:hover': { color: vars.color.accent, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});
