/**
 * Raw token values. Themes (themes.css.ts) assign them to the contract; stories
 * (Foundations/Colors) list them. Components read `vars`, never these.
 */
export const lightColors = {
  surface: '#FBF8F3',
  surfaceRaised: '#FFFFFF',
  surfaceSunken: '#F3EDE3',
  surfaceGlass: 'rgba(251, 248, 243, 0.92)',
  text: '#1A2433',
  textMuted: '#4B5565',
  accent: '#0E3A5B',
  accentHover: '#0A2C46',
  accentContrast: '#FFFFFF',
  accentSoft: '#E3ECF3',
  secondary: '#A0482C',
  secondarySoft: '#F5E6DC',
  border: '#E4DCCF',
  borderStrong: '#8A8F99',
  focus: '#1F6FB2',
  success: '#1E7A4C',
  danger: '#B42318',
  dangerSoft: '#FBE9E7',
  skeleton: '#ECE5DA',
  skeletonHighlight: '#F6F1EA',
  inverseSurface: '#0B2236',
  inverseText: '#F4EFE6',
  inverseTextMuted: '#C9D3DF',
  inverseBorder: '#24405A',
  inverseAccent: '#E8B894',
} as const;

export type ColorTokens = { [K in keyof typeof lightColors]: string };

export const darkColors: ColorTokens = {
  surface: '#0B1624',
  surfaceRaised: '#13223A',
  surfaceSunken: '#0F1C2E',
  surfaceGlass: 'rgba(11, 22, 36, 0.92)',
  text: '#F4EFE6',
  textMuted: '#A9B5C4',
  accent: '#8DC3E6',
  accentHover: '#AAD3EE',
  accentContrast: '#0B1624',
  accentSoft: '#1A3450',
  secondary: '#E8A783',
  secondarySoft: '#2A2328',
  border: '#24364D',
  borderStrong: '#6F8299',
  focus: '#7CC4F2',
  success: '#5CC592',
  danger: '#F28B82',
  dangerSoft: '#3B1F22',
  skeleton: '#1B2B40',
  skeletonHighlight: '#233650',
  inverseSurface: '#071019',
  inverseText: '#F4EFE6',
  inverseTextMuted: '#A9B5C4',
  inverseBorder: '#1E2F44',
  inverseAccent: '#E8B894',
};

export const fontFamilies = {
  body: "'Inter Variable', 'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  heading: "'Playfair Display Variable', 'Playfair Display', Georgia, 'Times New Roman', serif",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': 'clamp(1.625rem, 1.3rem + 1.2vw, 2rem)',
  '4xl': 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
  '5xl': 'clamp(2.5rem, 1.8rem + 3vw, 3.75rem)',
  display: 'clamp(4.5rem, 3rem + 8vw, 9rem)',
} as const;

export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const lineHeights = { tight: '1.1', snug: '1.3', normal: '1.55', relaxed: '1.7' } as const;
export const letterSpacings = { tight: '-0.02em', normal: '0', wide: '0.02em', caps: '0.14em' } as const;

export const spaces = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
  '20': '5rem',
  '24': '6rem',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '14px', xl: '24px', pill: '999px' } as const;

export const zIndices = { base: '0', raised: '10', sticky: '100', overlay: '200', toast: '300' } as const;

export const layout = { maxWidth: '1240px', narrowWidth: '760px', headerHeight: '76px' } as const;

/** Breakpoints (min-width, px). Media queries cannot read CSS variables, so these are constants. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  /** A phone: /properties shows its results first and its filters in a sheet. */
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** Below the desktop navigation: the header shows the menu button. */
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  belowWide: `screen and (max-width: ${breakpoints.wide - 0.02}px)`,
  /** A laptop: the desktop navigation, but tighter than on a wide screen (the header's spacing, the language switch's short name). */
  desktopBelowWide: `screen and (min-width: ${breakpoints.desktop}px) and (max-width: ${breakpoints.wide - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Scripts off (or not yet supported): controls that need them hide, the menu shows open. */
  noScript: '(scripting: none)',
  belowDesktopNoScript: `screen and (max-width: ${breakpoints.desktop - 0.02}px) and (scripting: none)`,
  belowTabletNoScript: `screen and (max-width: ${breakpoints.tablet - 0.02}px) and (scripting: none)`,
} as const;
