import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

const base = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'center',
  padding: `${vars.space['10']} ${vars.space['6']}`,
  borderRadius: vars.radius.xl,
  '@media': {
    [media.tablet]: { padding: `${vars.space['12']} ${vars.space['10']}` },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.5fr) auto', gap: vars.space['12'], padding: `${vars.space['12']} ${vars.space['12']}` },
  },
});

export const tone = styleVariants({
  sand: [base, { backgroundColor: vars.color.secondarySoft, border: `1px solid ${vars.color.border}`, color: vars.color.text }],
  navy: [base, { backgroundColor: vars.color.inverseSurface, color: vars.color.inverseText }],
});

/** Narrow layouts (a guide's reading column): text above the actions at every width. */
export const stacked = style({
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'] },
  },
});

export const waves = style({
  position: 'absolute',
  right: -30,
  bottom: -60,
  width: 360,
  height: 'auto',
  opacity: 0.14,
  pointerEvents: 'none',
});

export const wavesTone = styleVariants({
  sand: { color: vars.color.secondary },
  navy: { color: vars.color.inverseAccent },
});

export const text = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const eyebrow = styleVariants({
  sand: { color: vars.color.secondary },
  navy: { color: vars.color.inverseAccent },
});

export const eyebrowBase = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.fontSize['3xl'],
  color: 'inherit',
});

export const body = styleVariants({
  sand: { color: vars.color.text },
  navy: { color: vars.color.inverseTextMuted },
});

export const bodyBase = style({
  maxWidth: '40rem',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.lg },
  },
});

export const actions = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

/** A label longer than the panel is wide (a phone number after "Llame al" at 320 px) wraps inside its button instead of being cut off. */
globalStyle(`${actions} > a`, { maxWidth: '100%', whiteSpace: 'normal', textAlign: 'center' });

/** Outline button on the navy band (the shared secondary button is navy-on-light). */
export const inverseOutline = style({
  color: vars.color.inverseText,
  borderColor: vars.color.inverseTextMuted,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: 'rgba(255, 255, 255, 0.08)', borderColor: vars.color.inverseText },
  },
});
