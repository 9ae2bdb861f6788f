import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  borderRadius: vars.radius.sm,
  border: '1.5px solid transparent',
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  lineHeight: 1,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 160ms ease, color 160ms ease, border-color 160ms ease, box-shadow 160ms ease, transform 160ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
  },
});

export const variant = styleVariants({
  primary: [
    base,
    {
      backgroundColor: vars.color.accent,
      color: vars.color.accentContrast,
      boxShadow: vars.shadow.sm,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover, boxShadow: vars.shadow.md } },
    },
  ],
  secondary: [
    base,
    {
      backgroundColor: 'transparent',
      color: vars.color.accent,
      borderColor: vars.color.accent,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentSoft } },
    },
  ],
  ghost: [
    base,
    {
      backgroundColor: 'transparent',
      color: vars.color.accent,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentSoft } },
    },
  ],
  inverse: [
    base,
    {
      backgroundColor: vars.color.inverseAccent,
      color: vars.color.inverseSurface,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.inverseText } },
    },
  ],
});

export const size = styleVariants({
  sm: { minHeight: 36, padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.sm },
  md: { minHeight: 46, padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.sm },
  lg: { minHeight: 54, padding: `0 ${vars.space['8']}`, fontSize: vars.fontSize.md },
});
