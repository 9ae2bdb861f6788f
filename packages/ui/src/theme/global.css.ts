import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';
import { media } from './tokens.js';
import './themes.css.js';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// `hidden` hides, whatever display a part's own style gives it (a fallback waiting beside its image).
globalStyle('[hidden]', { display: 'none !important' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + 16px)`,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  fontFeatureSettings: '"cv11", "ss01"',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  margin: 0,
  textWrap: 'balance',
});

globalStyle('p', { margin: 0, textWrap: 'pretty' });

// A phone number never breaks across lines (html-validate's tel-non-breaking asks the same).
globalStyle('a[href^="tel:"]', { whiteSpace: 'nowrap' });

// Like headings and paragraphs, description lists get their spacing from the component (a <dd> would
// otherwise keep the browser's 40 px indent).
globalStyle('dl, dd', { margin: 0 });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });

globalStyle('a', { color: 'inherit' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('::selection', {
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
