import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { media } from '../tokens.js';

/**
 * The pages a signed e-mail link opens (confirm a subscription, unsubscribe): one narrow column of
 * a heading, a line or two, and a button in a form that posts to the page itself.
 */

export const root = style({
  paddingBlock: `${vars.space['16']} ${vars.space['20']}`,
  '@media': {
    [media.desktop]: { paddingBlock: vars.space['24'] },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['5'],
  maxWidth: '40rem',
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  color: vars.color.text,
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
});
