import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const footer = style({
  position: 'relative',
  backgroundColor: vars.color.inverseSurface,
  color: vars.color.inverseText,
  overflow: 'hidden',
});

export const wave = style({
  display: 'block',
  width: '100%',
  height: 5,
  background: `linear-gradient(90deg, ${vars.color.inverseAccent}, ${vars.color.secondary} 55%, ${vars.color.inverseAccent})`,
  opacity: 0.9,
});

export const top = style({
  display: 'grid',
  gap: vars.space['10'],
  paddingBlock: `${vars.space['16']} ${vars.space['12']}`,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space['6'],
  '@media': {
    [media.desktop]: { gridTemplateColumns: '1.4fr 0.8fr 0.8fr 1.4fr', gap: vars.space['12'] },
  },
});

/** Brand and contact columns span the full width below the desktop layout. */
export const wide = style({
  gridColumn: '1 / -1',
  '@media': {
    [media.desktop]: { gridColumn: 'auto' },
  },
});

export const brandColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  alignItems: 'flex-start',
});

export const blurb = style({
  color: vars.color.inverseTextMuted,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '24rem',
});

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.inverseAccent,
  marginBottom: vars.space['5'],
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const link = style({
  color: vars.color.inverseText,
  textDecoration: 'none',
  textUnderlineOffset: 4,
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.inverseAccent },
  },
});

export const contactLink = style([
  link,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['3'],
    fontWeight: vars.fontWeight.medium,
    fontSize: '0.9375rem',
    overflowWrap: 'anywhere',
  },
]);

export const contactIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 34,
  height: 34,
  borderRadius: '50%',
  border: `1px solid ${vars.color.inverseBorder}`,
  color: vars.color.inverseAccent,
});

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: `${vars.space['3']} 0 0`,
  fontSize: vars.fontSize.sm,
});

export const hoursRow = style({ display: 'contents' });

export const hoursTitle = style({
  display: 'flex',
  marginTop: vars.space['6'],
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.inverseText,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const hoursDays = style({ color: vars.color.inverseTextMuted });
export const hoursTime = style({ margin: 0, color: vars.color.inverseText, fontVariantNumeric: 'tabular-nums' });

export const social = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['2'],
});

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: 42,
  height: 42,
  borderRadius: '50%',
  border: `1px solid ${vars.color.inverseBorder}`,
  color: vars.color.inverseText,
  transition: 'background-color 160ms ease, color 160ms ease, border-color 160ms ease',
  selectors: {
    '&:hover': { backgroundColor: vars.color.inverseAccent, borderColor: vars.color.inverseAccent, color: vars.color.inverseSurface },
  },
});

export const reviews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

export const reviewBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['4']} ${vars.space['2']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.inverseBorder}`,
  backgroundColor: 'rgba(255, 255, 255, 0.04)',
  color: vars.color.inverseText,
  textDecoration: 'none',
  transition: 'border-color 160ms ease, background-color 160ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.inverseAccent, backgroundColor: 'rgba(255, 255, 255, 0.08)' },
  },
});

export const reviewLogo = style({
  display: 'grid',
  placeItems: 'center',
  width: 34,
  height: 34,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.inverseText,
  color: vars.color.inverseSurface,
});

export const reviewText = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.2,
});

export const reviewKicker = style({
  fontSize: '0.6875rem',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.inverseTextMuted,
});

export const reviewLabel = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const stars = style({
  display: 'inline-flex',
  gap: 1,
  color: vars.color.inverseAccent,
});

export const bottom = style({
  borderTop: `1px solid ${vars.color.inverseBorder}`,
});

export const bottomInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBlock: vars.space['6'],
  fontSize: vars.fontSize.sm,
  color: vars.color.inverseTextMuted,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
  },
});
