import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebConfig, startApp, type RunningApp } from './helpers.js';

/**
 * Link previews (issue 32): every page of the sitemap names a PNG or JPEG share image of 1200 × 630
 * that answers 200, with its alt text, size and type, for Open Graph and X alike.
 */
const SITE_URL = 'https://www.example.test';

let app: RunningApp;
let pages: string[];

beforeAll(async () => {
  app = await startApp({ config: builtWebConfig({ siteUrl: SITE_URL }) });
  const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
  pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
});

afterAll(async () => {
  await app?.close();
});

const metaOf = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1]?.replaceAll('&amp;', '&');

/** Width and height from a PNG's IHDR chunk, or a JPEG's first SOF segment. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 2; at < bytes.length; ) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('neither PNG nor JPEG');
}

describe('share images', () => {
  it('the sitemap lists the site’s pages', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/about');
    expect(pages).toContain('/cities/irvine');
    expect(pages).toContain('/properties/pcr-1001');
    expect(pages.length).toBeGreaterThan(40);
  });

  it('every page names an absolute raster image of 1200 × 630 with its alt text, for Open Graph and X', async () => {
    const checked = new Map<string, string>();
    const problems: string[] = [];
    for (const page of pages) {
      const html = await (await fetch(app.baseUrl + page)).text();
      const image = metaOf(html, 'og:image');
      const alt = metaOf(html, 'og:image:alt');
      if (!image?.startsWith(`${SITE_URL}/`)) problems.push(`${page}: og:image ${image}`);
      if (metaOf(html, 'twitter:image') !== image) problems.push(`${page}: twitter:image differs`);
      if (metaOf(html, 'twitter:card') !== 'summary_large_image') problems.push(`${page}: twitter:card`);
      if (!alt || metaOf(html, 'twitter:image:alt') !== alt) problems.push(`${page}: alt ${alt}`);
      if (metaOf(html, 'og:image:width') !== '1200' || metaOf(html, 'og:image:height') !== '630') problems.push(`${page}: size tags`);
      if (!image) continue;
      const path = new URL(image).pathname;
      if (!checked.has(path)) {
        const res = await fetch(app.baseUrl + path);
        const bytes = Buffer.from(await res.arrayBuffer());
        const type = res.headers.get('content-type') ?? '';
        const size = res.ok && /^image\/(png|jpeg)$/.test(type) ? imageSize(bytes) : undefined;
        checked.set(path, `${res.status} ${type} ${size?.width}×${size?.height} ${bytes.length < 300 * 1024 ? 'small' : 'large'} ${res.headers.get('cache-control')}`);
      }
      const answer = checked.get(path)!;
      if (answer !== '200 image/png 1200×630 small public, max-age=31536000, immutable') problems.push(`${page}: ${path} answered ${answer}`);
      if (metaOf(html, 'og:image:type') !== 'image/png') problems.push(`${page}: og:image:type`);
    }
    expect(problems).toEqual([]);
  });

  it('a city shows its own picture, a property its first photo, the about page its card', async () => {
    const imageOf = async (page: string) => metaOf(await (await fetch(app.baseUrl + page)).text(), 'og:image');
    expect(await imageOf('/cities/irvine')).toMatch(/\/assets\/share\/cities-irvine-[\w-]+\.png$/);
    expect(await imageOf('/properties/pcr-1001')).toMatch(/\/assets\/share\/properties-pcr-1001-[\w-]+\.png$/);
    expect(await imageOf('/about')).toMatch(/\/assets\/share\/card-about-us-[\w-]+\.png$/);
    expect(metaOf(await (await fetch(`${app.baseUrl}/about`)).text(), 'og:image:alt')).toBe('Pacific Crest Realty: About Us');
  });

  it('an agent’s page has their own card in each language: portrait, name, title and license number', async () => {
    const english = await (await fetch(`${app.baseUrl}/team/daniel-okafor`)).text();
    expect(metaOf(english, 'og:image')).toMatch(/^https:\/\/www\.example\.test\/assets\/share\/agent-daniel-okafor-en-[\w-]+\.png$/);
    expect(metaOf(english, 'og:image:alt')).toBe('Pacific Crest Realty: Daniel Okafor, Real Estate Agent');
    const spanish = await (await fetch(`${app.baseUrl}/es/team/daniel-okafor`)).text();
    expect(metaOf(spanish, 'og:image')).toMatch(/^https:\/\/www\.example\.test\/assets\/share\/agent-daniel-okafor-es-[\w-]+\.png$/);
    expect(metaOf(spanish, 'og:image:alt')).toBe('Pacific Crest Realty: Daniel Okafor, agente de bienes raíces');
    // Another agent, another card.
    const kenji = metaOf(await (await fetch(`${app.baseUrl}/team/kenji-watanabe`)).text(), 'og:image');
    expect(kenji).toMatch(/\/agent-kenji-watanabe-en-[\w-]+\.png$/);
  });

  it('a guide has the card of its title in either language: the image its Article names too', async () => {
    const english = await (await fetch(`${app.baseUrl}/resources/mortgage-guide`)).text();
    expect(metaOf(english, 'og:image')).toMatch(/^https:\/\/www\.example\.test\/assets\/share\/card-mortgage-guide-for-california-buyers-[\w-]+\.png$/);
    const spanish = await (await fetch(`${app.baseUrl}/es/resources/mortgage-guide`)).text();
    expect(metaOf(spanish, 'og:image')).toMatch(/^https:\/\/www\.example\.test\/assets\/share\/card-guia-hipotecaria-para-compradores-en-california-[\w-]+\.png$/);
    expect(metaOf(spanish, 'og:image:alt')).toBe('Pacific Crest Realty: Guía hipotecaria para compradores en California');
  });
});
