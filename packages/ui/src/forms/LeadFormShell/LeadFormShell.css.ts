import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

/** The <form>: a column of fields and rows, then the actions. */
export const form = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['4'],
  paddingTop: vars.space['1'],
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' },
  },
});

/** Narrow cards (the short form) keep the button full width at every size. */
export const actionsStacked = style({
  '@media': {
    [media.tablet]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const submit = style({
  // Wide enough for "Sending..." / "Subscribing..." with the spinner: the button does not jump.
  minWidth: '12.5rem',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  animation: `${spin} 800ms linear infinite`,
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const noteLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});
