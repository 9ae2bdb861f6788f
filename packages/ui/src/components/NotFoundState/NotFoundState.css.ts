import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const root = style({
  paddingBlock: `${vars.space['16']} ${vars.space['20']}`,
  '@media': {
    [media.desktop]: { paddingBlock: vars.space['24'] },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['5'],
  maxWidth: 640,
  marginInline: 'auto',
  padding: `${vars.space['12']} ${vars.space['6']}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  '@media': {
    [media.tablet]: { padding: `${vars.space['16']} ${vars.space['12']}` },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: '50%',
  backgroundColor: vars.color.secondarySoft,
  color: vars.color.secondary,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const action = style({ marginTop: vars.space['2'] });
