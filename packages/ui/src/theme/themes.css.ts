import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';
import {
  darkColors,
  fontFamilies,
  fontSizes,
  fontWeights,
  layout,
  letterSpacings,
  lightColors,
  lineHeights,
  radii,
  spaces,
  zIndices,
} from './tokens.js';

const shared = {
  font: fontFamilies,
  fontSize: fontSizes,
  fontWeight: fontWeights,
  lineHeight: lineHeights,
  letterSpacing: letterSpacings,
  space: spaces,
  radius: radii,
  zIndex: zIndices,
  layout,
};

/**
 * Light is the default (`:root`), and also applies under an explicit `.light` class.
 * The class names are literal (`light` / `dark`) because the no-flash inline script in
 * index.html sets them on <html> before the first paint.
 */
createGlobalTheme(':root, .light', vars, {
  ...shared,
  color: lightColors,
  shadow: {
    sm: '0 1px 2px rgba(16, 32, 51, 0.06), 0 1px 3px rgba(16, 32, 51, 0.05)',
    md: '0 4px 10px -2px rgba(16, 32, 51, 0.08), 0 10px 24px -6px rgba(16, 32, 51, 0.10)',
    lg: '0 18px 40px -12px rgba(16, 32, 51, 0.22)',
  },
});

createGlobalTheme('.dark', vars, {
  ...shared,
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.35)',
    md: '0 6px 16px -4px rgba(0, 0, 0, 0.45)',
    lg: '0 22px 48px -12px rgba(0, 0, 0, 0.6)',
  },
});

globalStyle(':root, .light', { colorScheme: 'light' });
globalStyle('.dark', { colorScheme: 'dark' });
