import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** A translation's note at the top of the document: it wraps at any width, the link included. */
export const translationNotice = style({
  maxWidth: '62ch',
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

export const englishLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});
