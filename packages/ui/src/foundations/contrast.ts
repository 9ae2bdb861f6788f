import { darkColors, lightColors, type ColorTokens } from '../theme/tokens.js';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const clean = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(clean.slice(i, i + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two opaque hex colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Key = keyof ColorTokens;

/** Foreground/background pairs the components actually use, with the minimum WCAG 2.2 AA ratio. */
export const contrastPairs: { fg: Key; bg: Key; min: number; use: string }[] = [
  { fg: 'text', bg: 'surface', min: 4.5, use: 'Body text' },
  { fg: 'text', bg: 'surfaceRaised', min: 4.5, use: 'Text on cards' },
  { fg: 'text', bg: 'surfaceSunken', min: 4.5, use: 'Text on sand bands' },
  { fg: 'textMuted', bg: 'surface', min: 4.5, use: 'Secondary text' },
  { fg: 'textMuted', bg: 'surfaceRaised', min: 4.5, use: 'Secondary text on cards' },
  { fg: 'textMuted', bg: 'surfaceSunken', min: 4.5, use: 'Secondary text on sand' },
  { fg: 'textMuted', bg: 'secondarySoft', min: 4.5, use: 'Notes in the Join band' },
  { fg: 'text', bg: 'secondarySoft', min: 4.5, use: 'Join band text' },
  { fg: 'accent', bg: 'surface', min: 4.5, use: 'Links, active navigation' },
  { fg: 'accent', bg: 'surfaceRaised', min: 4.5, use: 'Links on cards' },
  { fg: 'accent', bg: 'surfaceSunken', min: 4.5, use: 'Figures on sand' },
  { fg: 'accent', bg: 'accentSoft', min: 4.5, use: 'Icon chips' },
  { fg: 'accentContrast', bg: 'accent', min: 4.5, use: 'Primary buttons' },
  { fg: 'accentContrast', bg: 'accentHover', min: 4.5, use: 'Primary buttons (hover)' },
  { fg: 'secondary', bg: 'surface', min: 4.5, use: 'Eyebrows' },
  { fg: 'secondary', bg: 'surfaceRaised', min: 4.5, use: 'Agent titles' },
  { fg: 'secondary', bg: 'surfaceSunken', min: 4.5, use: 'Eyebrows on sand' },
  { fg: 'secondary', bg: 'secondarySoft', min: 4.5, use: 'Eyebrow in the Join band' },
  { fg: 'danger', bg: 'dangerSoft', min: 4.5, use: 'Error icon' },
  { fg: 'focus', bg: 'surface', min: 3, use: 'Focus ring' },
  { fg: 'focus', bg: 'surfaceRaised', min: 3, use: 'Focus ring on cards' },
  { fg: 'borderStrong', bg: 'surface', min: 3, use: 'Control borders' },
  { fg: 'inverseText', bg: 'inverseSurface', min: 4.5, use: 'Footer text' },
  { fg: 'inverseTextMuted', bg: 'inverseSurface', min: 4.5, use: 'Footer secondary text' },
  { fg: 'inverseAccent', bg: 'inverseSurface', min: 4.5, use: 'Footer headings' },
  { fg: 'inverseSurface', bg: 'inverseAccent', min: 4.5, use: 'Footer logo ink' },
  { fg: 'inverseSurface', bg: 'inverseText', min: 4.5, use: 'Review logos' },
];

export const themes: { name: 'light' | 'dark'; colors: ColorTokens }[] = [
  { name: 'light', colors: lightColors },
  { name: 'dark', colors: darkColors },
];
