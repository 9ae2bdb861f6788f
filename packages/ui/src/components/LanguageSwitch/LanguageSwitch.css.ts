import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const languageSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: '0.875rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, textDecoration: 'underline', textUnderlineOffset: 3 },
  },
});
