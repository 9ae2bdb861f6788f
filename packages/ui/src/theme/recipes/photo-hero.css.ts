import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';

/** The sea-to-dusk backdrop behind a detail page's photo, seen when the photo is missing or fails. */
export const seaGradient = `radial-gradient(120% 80% at 80% 0%, rgba(232, 184, 148, 0.28), transparent 60%), linear-gradient(180deg, #17385a 0%, ${vars.color.inverseSurface} 100%)`;

/** A detail page's hero (city, neighborhood): text at the bottom, over a photo, on a dark scrim. */
export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'flex-end',
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

globalStyle(`${hero} ::selection`, { backgroundColor: vars.color.inverseAccent, color: vars.color.inverseSurface });
