import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { tile, tileList } from '../../theme/recipes/tile-grid.js';

export const grid = style(tileList({ desktopColumns: 4, gap: vars.space['4'], tabletGap: vars.space['5'] }));

export const card = style(tile({ gap: vars.space['2'] }));

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  marginBottom: vars.space['3'],
  borderRadius: '50%',
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
});

export const title = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.secondary,
});

export const value = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const valueLink = style([
  value,
  {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.lg,
    fontVariantNumeric: 'lining-nums tabular-nums',
    color: vars.color.accent,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
  },
]);

/** E-mail addresses are long: a smaller size keeps them on one or two lines. */
export const emailLink = style({
  fontSize: vars.fontSize.md,
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const noteLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textUnderlineOffset: '0.2em',
});

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const hoursRow = style({ display: 'contents' });

export const hoursDays = style({ color: vars.color.textMuted });

export const hoursTime = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
