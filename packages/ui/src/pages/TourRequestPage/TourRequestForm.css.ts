import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import { sunkenNote } from '../../theme/recipes/sunken-note.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
});

/** What a tour request is, and the office hours its times must fit in. */
export const note = style({ ...sunkenNote, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const hours = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

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

/** The message's box: a few lines, taller on demand (over controls.control). */
export const message = style({ minHeight: 120, paddingBlock: vars.space['3'], resize: 'vertical' });

