import { createThemeContract } from '@vanilla-extract/css';

/**
 * The design tokens every component reads. Colours differ per theme; the rest is shared
 * but lives in the same contract so a component only ever reads `vars.*`.
 */
export const vars = createThemeContract({
  color: {
    /** Page background: warm ivory (light) / deep night sea (dark). */
    surface: null,
    /** Cards, menus and anything lifted above the page. */
    surfaceRaised: null,
    /** Tinted bands (sand) that separate sections. */
    surfaceSunken: null,
    /** Translucent header background (sticky over content). */
    surfaceGlass: null,
    text: null,
    textMuted: null,
    /** Deep sea navy: primary actions, links, active navigation. */
    accent: null,
    accentHover: null,
    accentContrast: null,
    /** Soft accent tint for highlights (active nav pill, badges). */
    accentSoft: null,
    /** Warm sand / terracotta: eyebrows, ornaments, secondary emphasis. */
    secondary: null,
    secondarySoft: null,
    border: null,
    borderStrong: null,
    focus: null,
    success: null,
    danger: null,
    dangerSoft: null,
    skeleton: null,
    skeletonHighlight: null,
    /** The footer and other dark-on-any-theme bands. */
    inverseSurface: null,
    inverseText: null,
    inverseTextMuted: null,
    inverseBorder: null,
    inverseAccent: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
    '5xl': null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    snug: null,
    normal: null,
    relaxed: null,
  },
  letterSpacing: {
    tight: null,
    normal: null,
    wide: null,
    caps: null,
  },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
    '20': null,
    '24': null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    pill: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  zIndex: {
    base: null,
    raised: null,
    sticky: null,
    overlay: null,
    toast: null,
  },
  layout: {
    maxWidth: null,
    narrowWidth: null,
    headerHeight: null,
  },
});
