import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: 3,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minWidth: 34,
  height: 34,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: 'background-color 160ms ease, color 160ms ease',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.accent, color: vars.color.accentContrast },
  },
});

export const labelled = style({
  paddingInline: vars.space['3'],
});
