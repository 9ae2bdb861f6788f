import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/**
 * Over the lead form's card: the heading beside the form where the card is wide (under the list of
 * homes), above it where it is narrow (a home's column, a phone); it follows the card's width, as
 * the field rows do.
 */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  columnGap: vars.space['10'],
});

/** How often: the three choices, a radio and its words a line each. */
export const frequency = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** The fieldset's legend, in the field labels' words (controls.label), without a legend's own inset. */
export const legend = style({ padding: 0, marginBottom: vars.space['2'] });

/** A choice (or the consent): the native control, then its words. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  lineHeight: vars.lineHeight.normal,
});

/** The choice's label (which takes the click too), and a hint under it. */
export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
});

/** The native radio or checkbox, at the size of a line of text and in the site's colour. */
export const control = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  // Centred on the first line of the words beside it.
  margin: `calc((${vars.lineHeight.normal} * 1em - 20px) / 2) 0 0`,
  accentColor: vars.color.accent,
  // Its focus ring is the site's own (global.css.ts); a missing tick is marked like a wrong field.
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' },
  },
});

export const consent = style([frequency, { fontSize: vars.fontSize.sm }]);

/** A failed send, above the button: the words of the lead forms' failure notice, on the danger tint. */
export const failure = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
});

/** Sent: the request to confirm, where the form was. */
export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  // Focused by the script once sent, so that a screen reader reads it; it is no control to outline.
  outline: 'none',
});

export const sentTitle = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
});

// The envelope on the title's first line (it may wrap on a phone).
globalStyle(`${sentTitle} > svg`, { flexShrink: 0, marginTop: 4 });
