import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  '@media': { [media.desktop]: { padding: `${vars.space['6']} ${vars.space['8']}` } },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** "Preview": the panel is marked as not working yet, in words, not only by its greyed controls. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['5'] } },
});

/** Disabled, and looking it: flat, dashed, no hover, the not-allowed cursor (text stays readable). */
export const control = style({
  selectors: {
    '&:disabled': {
      cursor: 'not-allowed',
      borderStyle: 'dashed',
      borderColor: vars.color.borderStrong,
      backgroundColor: vars.color.surface,
      color: vars.color.textMuted,
      boxShadow: 'none',
      opacity: 1,
    },
    '&:disabled:hover': { borderColor: vars.color.borderStrong },
  },
});
