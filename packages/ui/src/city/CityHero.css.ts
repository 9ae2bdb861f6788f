import { globalStyle, style } from '@vanilla-extract/css';
import { CITY_HERO_HEIGHT_PX } from '@pcr/contracts';
import { vars } from '../theme/contract.css.js';
import { media } from '../theme/tokens.js';

/** Spec: the city hero is 500 px tall, whatever the viewport. */
export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'flex-end',
  height: CITY_HERO_HEIGHT_PX,
  overflow: 'hidden',
  backgroundColor: vars.color.inverseSurface,
  // The text sits on a photo in both themes: it is always light on a dark scrim.
  color: vars.color.inverseText,
});

export const image = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

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
  backgroundImage: `radial-gradient(120% 80% at 80% 0%, rgba(232, 184, 148, 0.28), transparent 60%), linear-gradient(180deg, #17385a 0%, ${vars.color.inverseSurface} 100%)`,
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

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.inverseAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  '::before': { content: '""', display: 'block', width: 28, height: 1.5, backgroundColor: 'currentColor' },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  color: '#FFFFFF',
  textShadow: '0 2px 24px rgba(0, 0, 0, 0.35)',
});

export const description = style({
  maxWidth: '40rem',
  margin: 0,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${hero} ::selection`, { backgroundColor: vars.color.inverseAccent, color: vars.color.inverseSurface });
