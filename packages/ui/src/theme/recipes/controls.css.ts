import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';

/** Labelled field controls (inputs, selects) shared by the forms and the display-only filter panel. */

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
});

export const optional = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: vars.letterSpacing.normal,
});

export const control = style({
  display: 'block',
  width: '100%',
  minHeight: 48,
  margin: 0,
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  boxShadow: `inset 0 1px 2px rgba(16, 32, 51, 0.04)`,
  transition: 'border-color 160ms ease, box-shadow 160ms ease, background-color 160ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': {
      borderColor: vars.color.accent,
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
  },
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const errorIcon = style({
  flexShrink: 0,
  marginTop: 1,
});

export const selectWrap = style({
  position: 'relative',
  display: 'block',
});

export const select = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  paddingRight: vars.space['12'],
  cursor: 'pointer',
});

export const selectChevron = style({
  position: 'absolute',
  top: '50%',
  right: vars.space['4'],
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
