import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

/** A 2 × 2 segmented control on phones, one row from tablets up. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  padding: `0 ${vars.space['3']}`,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  cursor: 'pointer',
  transition: 'background-color 160ms ease, color 160ms ease, box-shadow 160ms ease',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.accent,
      boxShadow: vars.shadow.sm,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  selectors: {
    // display: flex would otherwise override the hidden attribute Ark sets on unselected panels.
    '&[hidden]': { display: 'none' },
    // Ark keeps the panel left behind un-hidden for one more frame (its exit-animation check); its
    // state says closed at once, so two panels never share a painted frame.
    '&[data-state="closed"]': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 6, borderRadius: vars.radius.sm },
  },
});

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const blockTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const prose = style({
  margin: 0,
  maxWidth: '46rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});

/* Score cards (Median Year Built, Walk Score, Crime Index, Average School Rating) */

export const scores = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const scoresSingle = style({
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 22rem)' },
  },
});

export const score = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const scoreLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const scoreValue = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: `0 ${vars.space['2']}`,
  margin: 0,
});

export const scoreFigure = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.1,
  color: vars.color.accent,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const scoreScale = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const scoreNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A thin gauge under a score (decorative: the figure says it in words). */
export const gauge = style({
  position: 'relative',
  height: 6,
  marginTop: vars.space['1'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const gaugeFill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: 'inherit',
  backgroundImage: `linear-gradient(90deg, ${vars.color.accent}, ${vars.color.focus})`,
});

/* Schools */

export const schools = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const school = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  alignItems: 'start',
  padding: `${vars.space['4']} ${vars.space['5']}`,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const schoolMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const schoolName = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const schoolMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const typeBadge = style({
  display: 'inline-flex',
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
});

export const schoolNotes = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const schoolRating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const schoolRatingIcon = style({ color: vars.color.secondary });

/* Attractions */

export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const cardMedia = style({
  aspectRatio: '3 / 2',
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const cardImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const cardBody = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  padding: vars.space['5'],
});

export const cardBodyIllustrated = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

export const cardIcon = style({
  gridRow: 'span 2',
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondary,
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

/* Lifestyle */

export const items = style({
  display: 'grid',
  gap: `0 ${vars.space['8']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlock: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const itemTitle = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

globalStyle(`${panel}[hidden]`, { display: 'none' });
