import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { media } from '../theme/tokens.js';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'flex-end',
  overflow: 'hidden',
  backgroundColor: vars.color.inverseSurface,
  backgroundImage: `radial-gradient(120% 80% at 80% 0%, rgba(232, 184, 148, 0.28), transparent 60%), linear-gradient(180deg, #17385a 0%, ${vars.color.inverseSurface} 100%)`,
  // The text sits on a picture in both themes: always light on a dark scrim.
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

/** Darkens the lower part of the picture so the overlaid text always reads. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage:
    'linear-gradient(0deg, rgba(7, 16, 25, 0.9) 0%, rgba(7, 16, 25, 0.7) 40%, rgba(7, 16, 25, 0.15) 75%, rgba(7, 16, 25, 0) 100%)',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBlock: `${vars.space['16']} ${vars.space['12']}`,
  '@media': { [media.desktop]: { paddingBottom: vars.space['16'] } },
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
  maxWidth: '44rem',
  margin: 0,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
});

export const price = style({ margin: 0, marginTop: vars.space['2'], color: vars.color.inverseTextMuted, fontSize: vars.fontSize.sm });

export const priceValue = style({
  marginRight: vars.space['1'],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.inverseAccent,
  fontVariantNumeric: 'lining-nums',
});

globalStyle(`${hero} ::selection`, { backgroundColor: vars.color.inverseAccent, color: vars.color.inverseSurface });
