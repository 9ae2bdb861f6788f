import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The form refused or not stored: above its fields. */
export const notice = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
});

const fieldsetBase = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** `lg`: the seller form's sections; `md`: the tour form's, closer together. */
export const fieldset = styleVariants({
  lg: [fieldsetBase, { gap: vars.space['5'] }],
  md: [fieldsetBase, { gap: vars.space['4'] }],
});

const legendBase = style({
  padding: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
});

export const legend = styleVariants({
  lg: [legendBase, { marginBottom: vars.space['4'], fontSize: vars.fontSize.xl }],
  md: [legendBase, { marginBottom: vars.space['3'], fontSize: vars.fontSize.lg }],
});

const choiceBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

/** A radio or a checkbox, then its words. */
export const choice = styleVariants({
  aligned: [choiceBase, { color: vars.color.text, lineHeight: vars.lineHeight.normal }],
  native: [choiceBase, { color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed }],
});

/**
 * The native radio or checkbox in the site's colour. `aligned`: centred on the first line of its
 * words, no side margins; `native`: the browser's own margins, a little below the top (the seller form's).
 */
export const box = styleVariants({
  aligned: {
    flexShrink: 0,
    width: 20,
    height: 20,
    margin: `calc((${vars.lineHeight.normal} * 1em - 20px) / 2) 0 0`,
    accentColor: vars.color.accent,
    selectors: {
      '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' },
    },
  },
  native: {
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    marginTop: '0.2rem',
    accentColor: vars.color.accent,
  },
});

/** The consent's words: quieter than the fields'. */
export const muted = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** The submit button, then the privacy hint beside it where there is room. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'center',
});
