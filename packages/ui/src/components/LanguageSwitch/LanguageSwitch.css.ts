import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { media } from '../../theme/tokens.js';

export const languageSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  justifyContent: 'center',
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

/** The language's name, but where the compact form shows its code. */
export const fullName = style({
  '@media': { [media.desktopBelowWide]: { display: 'none' } },
});

/** The language's code, shown only in the compact form (desktop widths below wide). */
export const code = style({
  display: 'none',
  '@media': { [media.desktopBelowWide]: { display: 'inline' } },
});
