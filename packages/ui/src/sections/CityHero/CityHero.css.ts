import { style } from '@vanilla-extract/css';
import { CITY_HERO_HEIGHT_PX } from '@pcr/contracts';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import * as photoHero from '../../theme/recipes/photo-hero.css.js';

/** Spec: the city hero is 500 px tall, whatever the viewport. */
export const hero = style([photoHero.hero, { height: CITY_HERO_HEIGHT_PX }]);

export { eyebrow, image, title } from '../../theme/recipes/photo-hero.css.js';

/** Stands in for a missing or broken photo: a calm sea-to-dusk gradient with the notice at the top. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space['2'],
  paddingTop: vars.space['16'],
  backgroundColor: vars.color.inverseSurface,
  backgroundImage: photoHero.seaGradient,
  color: vars.color.inverseTextMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
});

export const placeholderIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  border: `1px solid ${vars.color.inverseBorder}`,
  backgroundColor: 'rgba(255, 255, 255, 0.06)',
  color: vars.color.inverseAccent,
});

/** Darkens the lower half of the photo so the overlaid name and description always read. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage:
    'linear-gradient(0deg, rgba(7, 16, 25, 0.88) 0%, rgba(7, 16, 25, 0.62) 34%, rgba(7, 16, 25, 0.12) 68%, rgba(7, 16, 25, 0) 100%)',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBottom: vars.space['16'],
  '@media': {
    [media.desktop]: { paddingBottom: vars.space['20'] },
  },
});

export const description = style({
  maxWidth: '40rem',
  margin: 0,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

