import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['10'],
  paddingBlock: `${vars.space['16']} ${vars.space['16']}`,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)',
      alignItems: 'end',
      paddingBlock: `${vars.space['24']} ${vars.space['20']}`,
    },
  },
});

export const waves = style({
  position: 'absolute',
  left: '50%',
  bottom: -46,
  width: 1600,
  maxWidth: 'none',
  transform: 'translateX(-50%)',
  color: vars.color.secondary,
  opacity: 0.1,
  pointerEvents: 'none',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  '@media': {
    [media.desktop]: { gap: vars.space['6'] },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  paddingTop: vars.space['4'],
  borderTop: `1.5px solid ${vars.color.secondary}`,
});

export const statValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  lineHeight: 1.1,
  fontVariantNumeric: 'lining-nums',
});

export const statLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
  // A third of a 320 px screen is narrower than some single words ("Satisfacción", "Professionals"): they break rather than spill into the next figure.
  overflowWrap: 'break-word',
});
