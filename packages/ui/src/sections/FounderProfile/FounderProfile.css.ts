import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space['12'] },
    [media.desktop]: { gap: vars.space['20'] },
  },
});

export const portrait = style({
  position: 'relative',
  marginRight: vars.space['4'],
  marginBottom: vars.space['4'],
  maxWidth: 440,
  '@media': {
    [media.tablet]: { justifySelf: 'center', width: `calc(100% - ${vars.space['4']})` },
  },
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    transform: `translate(${vars.space['4']}, ${vars.space['4']})`,
    borderRadius: vars.radius.lg,
    border: `1.5px solid ${vars.color.secondary}`,
  },
});

export const frame = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.lg,
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'center top',
});

export const badge = style({
  position: 'absolute',
  left: vars.space['4'],
  bottom: vars.space['4'],
  display: 'inline-flex',
  flexDirection: 'column',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  lineHeight: 1.15,
});

export const badgeFigure = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  fontVariantNumeric: 'lining-nums',
});

export const badgeLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  alignItems: 'flex-start',
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  '::before': { content: '""', width: 28, height: 1.5, backgroundColor: 'currentColor' },
});

export const name = style({
  fontSize: vars.fontSize['4xl'],
  color: vars.color.text,
});

export const title = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

/** On /team the name links to the founder's page: the heading's colour, underlined on hover and focus. */
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const license = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const languages = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const quoteMark = style({
  color: vars.color.secondary,
  opacity: 0.5,
  marginTop: vars.space['2'],
});

export const bio = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '38rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
});

export const skeletonStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
});
