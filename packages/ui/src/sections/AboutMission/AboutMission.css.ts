import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: vars.space['20'], alignItems: 'start' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxWidth: '65ch',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.lg },
  },
});

export const lead = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize['2xl'] },
  },
});

globalStyle(`${text} p:not(${lead})`, { color: vars.color.textMuted });
