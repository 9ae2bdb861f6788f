/**
 * Link-preview pictures (issue 32), made after the client build: chats and networks do not show SVG,
 * so every page's share image is a PNG of 1200 × 630, fingerprinted under dist/assets/ (served with
 * a year of cache like the other assets) and listed in dist/.vite/share-images.json for the server:
 * - the content's pictures (cities, neighborhoods, the bundled homes' photos), each SVG drawn over
 *   the whole card, cropped to fit;
 * - a branded card per page title, for pages without a picture of their own (the Spanish guides'
 *   titles too, with the Spanish tagline: a guide's card is its Article's image);
 * - each agent's card (portrait, name, title, license number) under their page's title in each language;
 * - the agency's logo for structured data: the site icon as a PNG of SITE_LOGO's size, at the site
 *   root under a name that does not change (dist/logo.png, revalidated like the favicon).
 * Run by `npm run build` (tsx build/share-images.ts); @resvg/resvg-js draws with the system's fonts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { defaultSiteIdentity, SHARE_IMAGES_FILE, SITE_LOGO, type ShareImages } from '@pcr/contracts';
import { guideCatalog, loadGuideCatalog } from '@pcr/content/editorial/guide-catalog';
import { contentIn, legalDocuments, neighborhoods } from '@pcr/content';
import { agentShareCardSvg } from '../../../packages/ui/src/share/AgentShareCard/agent-share-card.js';
import type { shareCardTexts as ShareCardTexts } from '../src/server/share-card-texts.js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareCardSvg } from '../../../packages/ui/src/share/ShareCard/share-card.js';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
const imagesDir = fileURLToPath(new URL('../../../packages/content/public/images', import.meta.url));
const siteIcon = fileURLToPath(new URL('../../../packages/content/public/favicon.svg', import.meta.url));
/** The content folders whose pictures are pages' share images. */
const PICTURE_FOLDERS = ['cities', 'neighborhoods', 'properties'];
const TAGLINE = 'Orange County & Los Angeles Real Estate';
/** The pages' heads in each language, from the server's bundle (`vite build --ssr`, run before this script). */
const { shareCardTexts } = (await import(pathToFileURL(path.join(webRoot, 'dist-server/entry-server.js')).href)) as { shareCardTexts: typeof ShareCardTexts };

function png(svg: string): Buffer {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH }, font: { loadSystemFonts: true, defaultFontFamily: 'Liberation Sans' } }).render();
  if (image.width !== SHARE_IMAGE_WIDTH || image.height !== SHARE_IMAGE_HEIGHT) throw new Error(`share image of ${image.width} × ${image.height}`);
  return image.asPng();
}

/** The site icon as the agency's raster logo (search engines take no SVG logo). */
function writeLogo(): void {
  const image = new Resvg(fs.readFileSync(siteIcon, 'utf8'), { fitTo: { mode: 'width', value: SITE_LOGO.width } }).render();
  if (image.width !== SITE_LOGO.width || image.height !== SITE_LOGO.height) throw new Error(`logo of ${image.width} × ${image.height}`);
  fs.writeFileSync(path.join(dist, SITE_LOGO.path), image.asPng());
}

/** A picture drawn over the whole card: scaled to cover it, centred, the rest cropped. */
const coverSvg = (picture: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}"><image width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" preserveAspectRatio="xMidYMid slice" href="data:image/svg+xml;base64,${Buffer.from(picture).toString('base64')}"/></svg>`;

/** Writes the PNG under dist/assets/share/ with its content hash in the name; its public path. */
function emit(name: string, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 10);
  const file = `assets/share/${name}-${hash}.png`;
  fs.mkdirSync(path.join(dist, 'assets/share'), { recursive: true });
  fs.writeFileSync(path.join(dist, file), bytes);
  return `/${file}`;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '') // "Guía" → "guia"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function main(): Promise<void> {
  const brand = defaultSiteIdentity.brand;
  const titles = new Set<string>([
    ...shareCardTexts.pageTitles(neighborhoods.map((hood) => hood.name)),
    ...guideCatalog.map((guide) => guide.title),
    ...legalDocuments.map((document) => document.title),
  ]);
  const manifest: ShareImages = { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, type: 'image/png', cards: {}, pictures: {}, fallback: '' };
  for (const title of titles) manifest.cards[title] = emit(`card-${slug(title)}`, png(shareCardSvg({ title, brand, tagline: TAGLINE, theme: 'light' })));
  // Other Spanish pages still take the home page's card.
  for (const { title } of await loadGuideCatalog('es')) {
    manifest.cards[title] = emit(`card-${slug(title)}`, png(shareCardSvg({ title, brand, tagline: shareCardTexts.homeTitle('es'), theme: 'light' })));
  }
  manifest.fallback = manifest.cards[shareCardTexts.homeTitle('en')]!;
  // Each agent's page, in each language: the card of its title (the license line as the page writes it).
  for (const locale of ['en', 'es'] as const) {
    for (const agent of contentIn(locale).agents) {
      const { title, license } = shareCardTexts.agentCard(locale, agent);
      const portrait = fs.readFileSync(path.join(imagesDir, agent.imageUrl.slice('/images/'.length)));
      const svg = agentShareCardSvg({
        name: agent.name,
        title: agent.title,
        license,
        brand,
        phone: agent.phone,
        portraitHref: `data:image/svg+xml;base64,${portrait.toString('base64')}`,
      });
      manifest.cards[title] = emit(`agent-${agent.slug}-${locale}`, png(svg));
    }
  }
  for (const folder of PICTURE_FOLDERS) {
    for (const file of fs.readdirSync(path.join(imagesDir, folder)).filter((name) => name.endsWith('.svg'))) {
      const picture = fs.readFileSync(path.join(imagesDir, folder, file), 'utf8');
      manifest.pictures[`/images/${folder}/${file}`] = emit(`${folder}-${file.slice(0, -'.svg'.length)}`, png(coverSvg(picture)));
    }
  }
  fs.writeFileSync(path.join(dist, SHARE_IMAGES_FILE), `${JSON.stringify(manifest)}\n`);
  writeLogo();
  console.log(`share images: ${Object.keys(manifest.cards).length} cards, ${Object.keys(manifest.pictures).length} pictures; logo ${SITE_LOGO.path}`);
}

await main();
