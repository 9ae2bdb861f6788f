import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import * as mediaCard from '../../theme/recipes/media-card.css.js';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

/**
 * The photo's frame: the cards' 3:2 media box (sized before the photo arrives, the same for every
 * photo so the controls never move), with the property page's large radius. Vertical drags still
 * scroll the page; horizontal ones are the gallery's swipes.
 */
export const frame = style([mediaCard.media, { borderRadius: vars.radius.xl, touchAction: 'pan-y', userSelect: 'none' }]);

/** The whole photo shows, whatever its ratio, on the sunken frame. */
export const image = style([mediaCard.image, { objectFit: 'contain' }]);

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

/** Between the buttons; on the narrowest phone, in a longer language, it may take two lines rather than push a button off the screen. */
export const count = style({ margin: 0, minWidth: 0, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

/** As many thumbnails a row as fit: 64 px or more on a phone (four in a row), 96 px from a tablet up. */
export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' } },
});

export const thumbnail = style({
  display: 'block',
  aspectRatio: '3 / 2',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // Without its script the gallery shows its thumbnails but cannot switch photos.
    '&:disabled': { cursor: 'default' },
  },
});
