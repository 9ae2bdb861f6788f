import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

/** Long-form reading: ~70 characters a line, generous leading, calm rhythm between blocks. */
export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxWidth: '70ch',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.lg },
  },
});

export const paragraph = style({});

export const inlineLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

/** Phone numbers never break across lines. */
export const phoneLink = style([inlineLink, { whiteSpace: 'nowrap' }]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
});

export const bulletItem = style({
  position: 'relative',
  paddingLeft: vars.space['6'],
  '::before': {
    content: '""',
    position: 'absolute',
    left: vars.space['1'],
    top: '0.75em',
    width: 8,
    height: 8,
    borderRadius: '50%',
    border: `1.5px solid ${vars.color.secondary}`,
  },
});

export const orderedList = style({
  counterReset: 'prose-item',
});

export const orderedItem = style({
  position: 'relative',
  paddingLeft: vars.space['8'],
  counterIncrement: 'prose-item',
  '::before': {
    content: 'counter(prose-item) "."',
    position: 'absolute',
    left: 0,
    top: 0,
    width: vars.space['6'],
    textAlign: 'right',
    color: vars.color.secondary,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
  },
});

export const term = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const termLink = style([
  inlineLink,
  {
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'prose-step',
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  columnGap: vars.space['4'],
  paddingBottom: vars.space['8'],
  counterIncrement: 'prose-step',
  '::before': {
    content: 'counter(prose-step)',
    gridRow: '1 / span 2',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: '50%',
    backgroundColor: vars.color.accent,
    color: vars.color.accentContrast,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
  },
  '::after': {
    content: '""',
    position: 'absolute',
    left: 'calc(1.25rem - 0.75px)',
    top: '2.75rem',
    bottom: vars.space['2'],
    width: 1.5,
    backgroundColor: vars.color.border,
  },
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    '&:last-child::after': { display: 'none' },
  },
});

export const stepTitle = style({
  alignSelf: 'center',
  minHeight: '2.5rem',
  display: 'flex',
  alignItems: 'center',
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const stepText = style({
  gridColumn: 2,
  marginTop: vars.space['1'],
  color: vars.color.textMuted,
});

export const callout = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  padding: `${vars.space['5']} ${vars.space['6']}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});

export const calloutTone = styleVariants({
  tip: { backgroundColor: vars.color.accentSoft, borderLeftColor: vars.color.accent },
  note: { backgroundColor: vars.color.surfaceSunken, borderLeftColor: vars.color.borderStrong },
  important: { backgroundColor: vars.color.secondarySoft, borderLeftColor: vars.color.secondary },
});

export const calloutIcon = styleVariants({
  tip: { color: vars.color.accent, gridRow: '1 / span 3', paddingTop: 3 },
  note: { color: vars.color.textMuted, gridRow: '1 / span 3', paddingTop: 3 },
  important: { color: vars.color.secondary, gridRow: '1 / span 3', paddingTop: 3 },
});

export const calloutTitle = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const calloutText = style({
  color: vars.color.text,
});

export const calloutLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});

globalStyle(`${callout} > *:not(svg)`, { gridColumn: 2 });
