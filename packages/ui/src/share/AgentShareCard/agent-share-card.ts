import { escapeMarkup } from '@pcr/contracts';
import { lightColors } from '../../theme/tokens.js';
import { CARD_SANS, CARD_SERIF, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, textLines } from '../ShareCard/share-card.js';

export interface AgentShareCardOptions {
  /** The agent's name, the card's heading. */
  name: string;
  /** Their title at the agency, in the page's language. */
  title: string;
  /** "DRE #01736582" (or "DRE n.º 01736582"): California wants the number wherever an agent solicits business. */
  license: string;
  /** The agency's name, written above the agent's. */
  brand: string;
  /** The agent's phone number, at the card's foot. */
  phone: string;
  /** The portrait: a data: URL of its SVG for the rasterizer (it fetches nothing), or its site path in a browser. */
  portraitHref: string;
}

/** Width of the portrait's panel on the card's left (the portraits are square); the text starts after it. */
const PORTRAIT_WIDTH = 480;
const TEXT_X = PORTRAIT_WIDTH + 72;

/**
 * An agent's link-preview card (their page, /team/{slug}), as SVG: their portrait on the left, the
 * agency, their name, title, license number and phone on the brand's colours. The build rasterizes it to
 * the PNG networks show, once per language (the card of the page's title).
 */
export function agentShareCardSvg({ name, title, license, brand, phone, portraitHref }: AgentShareCardOptions): string {
  const colors = lightColors;
  const nameLines = textLines(name, 16, 2);
  const titleLines = textLines(title, 34, 2);
  const nameSize = 68;
  const nameTop = 250;
  const titleTop = nameTop + (nameLines.length - 1) * nameSize * 1.1 + 70;
  const licenseTop = titleTop + (titleLines.length - 1) * 40 + 70;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${colors.inverseSurface}"/>`,
    // The square portrait at the card's height, centred on the panel and clipped to it (not "slice": browsers and the rasterizer differ on it for SVG).
    `<clipPath id="portrait-panel"><rect width="${PORTRAIT_WIDTH}" height="${SHARE_IMAGE_HEIGHT}"/></clipPath>`,
    `<image clip-path="url(#portrait-panel)" x="${(PORTRAIT_WIDTH - SHARE_IMAGE_HEIGHT) / 2}" y="0" width="${SHARE_IMAGE_HEIGHT}" height="${SHARE_IMAGE_HEIGHT}" href="${escapeMarkup(portraitHref)}"/>`,
    `<rect x="0" y="0" width="100%" height="12" fill="${colors.inverseAccent}"/>`,
    `<text x="${TEXT_X}" y="140" font-family="${CARD_SANS}" font-size="26" font-weight="700" letter-spacing="5" fill="${colors.inverseAccent}">${escapeMarkup(brand.toUpperCase())}</text>`,
    ...nameLines.map(
      (line, i) =>
        `<text x="${TEXT_X}" y="${Math.round(nameTop + i * nameSize * 1.1)}" font-family="${CARD_SERIF}" font-size="${nameSize}" font-weight="700" fill="${colors.inverseText}">${escapeMarkup(line)}</text>`,
    ),
    ...titleLines.map(
      (line, i) =>
        `<text x="${TEXT_X}" y="${Math.round(titleTop + i * 40)}" font-family="${CARD_SANS}" font-size="32" fill="${colors.inverseTextMuted}">${escapeMarkup(line)}</text>`,
    ),
    `<rect x="${TEXT_X}" y="${Math.round(licenseTop - 44)}" width="96" height="4" fill="${colors.inverseAccent}"/>`,
    `<text x="${TEXT_X}" y="${Math.round(licenseTop)}" font-family="${CARD_SANS}" font-size="30" font-weight="700" fill="${colors.inverseText}">${escapeMarkup(license)}</text>`,
    `<text x="${TEXT_X}" y="560" font-family="${CARD_SANS}" font-size="30" fill="${colors.inverseTextMuted}">${escapeMarkup(phone)}</text>`,
    '</svg>',
  ].join('');
}
