import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
});

/** What a tour request is, and the office hours its times must fit in. */
export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const hours = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

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

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  marginBottom: vars.space['3'],
  padding: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
});

/** In person or by video: side by side, each a radio and its words. */
export const modes = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['3']} ${vars.space['6']}` });

/** Fields side by side where there is room (e-mail and phone; the second and third times). */
export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))' },
  },
});

/** A radio or the consent's checkbox, then its words. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

export const consentText = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** The native radio or checkbox, at the size of a line of text and in the site's colour. */
export const box = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: `calc((${vars.lineHeight.normal} * 1em - 20px) / 2) 0 0`,
  accentColor: vars.color.accent,
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' },
  },
});

/** The message's box: a few lines, taller on demand (over controls.control). */
export const message = style({ minHeight: 120, paddingBlock: vars.space['3'], resize: 'vertical' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'center',
});
