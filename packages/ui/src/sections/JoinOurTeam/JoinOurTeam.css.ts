import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  padding: `${vars.space['12']} ${vars.space['6']}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.secondarySoft,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space['16']} ${vars.space['12']}` },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', gap: vars.space['16'], padding: `${vars.space['16']} ${vars.space['16']}` },
  },
});

export const waves = style({
  display: 'none',
  position: 'absolute',
  right: -40,
  bottom: -70,
  width: 420,
  height: 'auto',
  color: vars.color.secondary,
  opacity: 0.12,
  pointerEvents: 'none',
  '@media': {
    [media.desktop]: { display: 'block' },
  },
});

export const text = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const eyebrow = style({
  color: vars.color.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  color: vars.color.text,
});

export const body = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '36rem',
});

export const aside = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  '@media': {
    [media.desktop]: { alignItems: 'flex-end', textAlign: 'right' },
  },
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
