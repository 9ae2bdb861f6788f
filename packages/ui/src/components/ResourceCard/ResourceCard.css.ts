import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  transition: 'box-shadow 200ms ease, border-color 200ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:focus-within': { boxShadow: vars.shadow.md },
  },
  '@media': {
    [media.desktop]: { padding: `${vars.space['8']} ${vars.space['8']} ${vars.space['6']}` },
  },
});

export const featured = style({
  backgroundColor: vars.color.accentSoft,
  '@media': {
    [media.desktop]: { gap: vars.space['4'] },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const numeral = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontStyle: 'italic',
  fontWeight: vars.fontWeight.regular,
  lineHeight: 1,
  color: vars.color.secondary,
});

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});

export const featuredTitle = style({
  '@media': {
    [media.desktop]: { fontSize: vars.fontSize['3xl'] },
  },
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  // The whole card is the link's hit area; the accessible name stays the title.
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.lg,
  },
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  '@media': {
    [media.desktop]: { fontSize: vars.fontSize.md },
  },
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: 'auto',
  paddingTop: vars.space['3'],
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
});

export const metaGroup = style({
  display: 'inline-flex',
  // The badge and the reading time share a line while they fit ("Empiece aquí", "10 min de lectura" at 320 px do not).
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['3']}`,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
});

export const featuredDescription = style({
  maxWidth: '44rem',
  '@media': {
    [media.desktop]: { fontSize: vars.fontSize.lg },
  },
});
