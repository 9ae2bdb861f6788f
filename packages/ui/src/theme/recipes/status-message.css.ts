import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['12']} ${vars.space['6']}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const tone = styleVariants({
  neutral: {},
  danger: { borderStyle: 'solid', borderTop: `3px solid ${vars.color.danger}` },
});

export const iconWrap = styleVariants({
  neutral: {
    display: 'grid',
    placeItems: 'center',
    width: 56,
    height: 56,
    borderRadius: '50%',
    backgroundColor: vars.color.secondarySoft,
    color: vars.color.secondary,
  },
  danger: {
    display: 'grid',
    placeItems: 'center',
    width: 56,
    height: 56,
    borderRadius: '50%',
    backgroundColor: vars.color.dangerSoft,
    color: vars.color.danger,
  },
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  color: vars.color.text,
});

export const description = style({
  maxWidth: '34rem',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});
