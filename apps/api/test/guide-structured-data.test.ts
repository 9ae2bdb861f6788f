import { GUIDE_SLUGS } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebConfig, startApp, type RunningApp } from './helpers.js';

/**
 * A guide's Article as search engines read it (issue "HTML first"): its image is the page's PNG share
 * card, the very one its og:image names, and its publisher the agency with its logo as an ImageObject:
 * a PNG the server answers (Google takes raster logos only, at least 112 × 112).
 */
const SITE_URL = 'https://www.example.test';

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ config: builtWebConfig({ siteUrl: SITE_URL }) });
});

afterAll(async () => {
  await app?.close();
});

type JsonLd = Record<string, unknown> & { '@type'?: string };

const htmlOf = async (path: string) => {
  const response = await fetch(app.baseUrl + path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const ogImageOf = (html: string) =>
  /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');
/** The page's JSON-LD items of a type, as a crawler reads the head's scripts. */
const itemsOf = (html: string, type: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as JsonLd)
    .filter((item) => item['@type'] === type);
const articlesOf = (html: string) => itemsOf(html, 'Article');

/** Status, type and pixel size (the PNG's IHDR chunk) of what the server answers for an absolute URL of the site. */
async function served(url: string): Promise<string> {
  const response = await fetch(app.baseUrl + new URL(url).pathname);
  const bytes = Buffer.from(await response.arrayBuffer());
  const size =
    bytes.subarray(1, 4).toString('latin1') === 'PNG'
      ? `${bytes.readUInt32BE(16)}×${bytes.readUInt32BE(20)}`
      : 'not a PNG';
  return `${response.status} ${response.headers.get('content-type')} ${size}`;
}

describe.each([
  [
    '/resources/mortgage-guide',
    /^https:\/\/www\.example\.test\/assets\/share\/card-mortgage-guide-for-california-buyers-[\w-]{10}\.png$/,
  ],
  [
    '/es/resources/mortgage-guide',
    /^https:\/\/www\.example\.test\/assets\/share\/card-guia-hipotecaria-para-compradores-en-california-[\w-]{10}\.png$/,
  ],
])('%s', (path, card) => {
  it('gives its PNG share card, the image og:image names, as the Article image, with its size', async () => {
    const html = await htmlOf(path);
    const [article, ...others] = articlesOf(html);
    expect(others).toEqual([]);
    expect(article?.image).toEqual({
      '@type': 'ImageObject',
      url: expect.stringMatching(card),
      width: 1200,
      height: 630,
    });
    const image = article?.image as { url: string };
    expect(image.url).toBe(ogImageOf(html));
    expect(await served(image.url)).toBe('200 image/png 1200×630');
  });

  it('names the agency as publisher, its logo an ImageObject of the PNG the server answers', async () => {
    const html = await htmlOf(path);
    const [article] = articlesOf(html);
    const logo = { '@type': 'ImageObject', url: 'https://www.example.test/logo.png', width: 512, height: 512 };
    expect(article?.publisher).toEqual({
      '@type': 'Organization',
      '@id': 'https://www.example.test/#organization',
      name: 'Pacific Crest Realty',
      url: 'https://www.example.test/',
      logo,
    });
    expect(article?.author).toEqual(article?.publisher);
    // The footer's node of the agency (the same @id) names the same logo.
    expect(itemsOf(html, 'RealEstateAgent').map((agency) => agency.logo)).toEqual([logo]);
    expect(await served(logo.url)).toBe('200 image/png 512×512');
  });
});

it('every guide, in either language, gives its own card as its image, and no SVG anywhere in its Article', async () => {
  const images = new Set<string>();
  for (const slug of GUIDE_SLUGS) {
    for (const path of [`/resources/${slug}`, `/es/resources/${slug}`]) {
      const html = await htmlOf(path);
      const [article] = articlesOf(html);
      const image = (article?.image as { url?: string } | undefined)?.url;
      expect(image, path).toMatch(/^https:\/\/www\.example\.test\/assets\/share\/card-[a-z0-9-]+-[\w-]{10}\.png$/);
      expect(image, path).toBe(ogImageOf(html));
      expect(JSON.stringify(article), path).not.toMatch(/\.svg/);
      images.add(image!);
    }
  }
  // Ten pages, ten cards: none falls back to the home page's.
  expect(images.size).toBe(GUIDE_SLUGS.length * 2);
});
