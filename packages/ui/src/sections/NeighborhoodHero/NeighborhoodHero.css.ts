import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';
import * as photoHero from '../../theme/recipes/photo-hero.css.js';

/** If the picture fails, the sea backdrop stays and the text still reads. */
export const hero = style([photoHero.hero, { backgroundImage: photoHero.seaGradient }]);

export { eyebrow, image, title } from '../../theme/recipes/photo-hero.css.js';

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

