import { escapeMarkup } from '@pcr/contracts';
import { darkColors, lightColors } from '../../theme/tokens.js';

/** Link previews (Open Graph, X) show a 1.91:1 picture; 1200 × 630 is the size every network takes. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export interface ShareCardOptions {
  /** The page's own title (without the site's name). */
  title: string;
  /** The site's name, written above the title. */
  brand: string;
  /** The line under the title (the area the agency serves). */
  tagline: string;
  theme: 'light' | 'dark';
}

/** A text in lines of at most `perLine` characters, broken between words (`maxLines` at most, the last cut with "…"). */
export function textLines(text: string, perLine: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), `${lines.slice(maxLines - 1).join(' ').slice(0, perLine - 1)}…`];
}

/** Fonts every Linux with a browser has first: the rasterizer takes the first family it knows. */
export const CARD_SERIF = "'Liberation Serif', 'DejaVu Serif', Georgia, serif";
export const CARD_SANS = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

/**
 * The branded link-preview card of a page without a picture of its own, as SVG (the build rasterizes
 * it to PNG: networks do not show SVG). System serif and sans fonts: a rasterizer has no web fonts.
 */
export function shareCardSvg({ title, brand, tagline, theme }: ShareCardOptions): string {
  const colors = theme === 'dark' ? darkColors : lightColors;
  const background = theme === 'dark' ? colors.surface : colors.inverseSurface;
  const heading = theme === 'dark' ? colors.text : colors.inverseText;
  const muted = theme === 'dark' ? colors.textMuted : colors.inverseTextMuted;
  const lines = textLines(title, 24);
  const fontSize = lines.length > 2 ? 72 : 84;
  const top = 300 - ((lines.length - 1) * fontSize * 1.1) / 2;
  const serif = CARD_SERIF;
  const sans = CARD_SANS;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${background}"/>`,
    `<rect x="0" y="0" width="100%" height="12" fill="${colors.inverseAccent}"/>`,
    `<text x="96" y="132" font-family="${sans}" font-size="30" font-weight="700" letter-spacing="6" fill="${colors.inverseAccent}">${escapeMarkup(brand.toUpperCase())}</text>`,
    ...lines.map(
      (line, i) =>
        `<text x="96" y="${Math.round(top + i * fontSize * 1.1)}" font-family="${serif}" font-size="${fontSize}" font-weight="700" fill="${heading}">${escapeMarkup(line)}</text>`,
    ),
    `<rect x="96" y="500" width="120" height="4" fill="${colors.inverseAccent}"/>`,
    `<text x="96" y="560" font-family="${sans}" font-size="30" fill="${muted}">${escapeMarkup(tagline)}</text>`,
    '</svg>',
  ].join('');
}
