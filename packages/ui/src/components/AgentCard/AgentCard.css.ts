import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  transition: 'box-shadow 200ms ease, transform 200ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'center top',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  gap: vars.space['2'],
  padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['5']}`,
});

export const role = style({
  margin: 0,
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

/** The license number: small print, in the muted text colour (AA on the card's surface in both themes). */
export const license = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});

/** The name links to the agent's page: the heading's colour, underlined on hover and focus. */
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const languages = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const bio = style({
  marginTop: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: `calc(3 * ${vars.lineHeight.relaxed} * ${vars.fontSize.sm})`,
  marginBottom: vars.space['3'],
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: 'auto',
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const contacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 32,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
  },
});

/** The skeleton's stand-in for the card's SocialLinks row. */
export const social = style({
  display: 'flex',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
