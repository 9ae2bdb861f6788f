import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';

/** Shared frame of the image cards (property, hot listing, neighborhood, city): one look, one place. */
export const card = style({
  position: 'relative',
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
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    '&:focus-within': { boxShadow: vars.shadow.md },
  },
});

/** 3:2, the artwork's ratio, so the frame is sized before the image arrives. */
export const media = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** 'Image not available' in the image's place: the frame keeps its size. */
export const imagePlaceholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const imagePlaceholderIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.secondary,
});

export const badge = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  insetBlockStart: vars.space['3'],
  insetInlineStart: vars.space['3'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  boxShadow: vars.shadow.sm,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  gap: vars.space['2'],
  padding: `${vars.space['5']} ${vars.space['6']} ${vars.space['6']}`,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.25,
  color: vars.color.text,
});

/** The card's main link covers the whole card (one tab stop, the heading names it). */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.6 });

/** A text line led by an icon: the icon sits centred in the line instead of on the baseline (which made the line taller). */
export const textWithIcon = style([text, { display: 'flex', alignItems: 'center', gap: vars.space['1'] }]);

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  paddingInline: 0,
  paddingBlockEnd: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** An MLS display rule: who listed the home, under the facts (decision 0018). */
export const courtesy = style([text, { fontSize: vars.fontSize.xs }]);

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

/** A card's teaser text: three lines, always (longer text is clipped; the full text is on the detail page), so every card and its skeleton have one height. */
const TEASER_LINES = 3;
export const teaser = style([
  text,
  {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: TEASER_LINES,
    overflow: 'hidden',
    minHeight: `${TEASER_LINES * 1.6}em`,
  },
]);

/** The skeleton's line placeholders sit in the same elements as the text, so they take its line height. */
export const skeletonFact = style({ display: 'block' });
