import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxWidth: '44rem',
});

export const align = styleVariants({
  left: {},
  center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto' },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.secondary,
  fontFamily: vars.font.body,
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

export const title = styleVariants({
  h1: { fontSize: vars.fontSize['5xl'], color: vars.color.text },
  h2: { fontSize: vars.fontSize['4xl'], color: vars.color.text },
  h3: { fontSize: vars.fontSize['2xl'], color: vars.color.text },
});

globalStyle(`${root} em`, {
  fontStyle: 'italic',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.accent,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});
