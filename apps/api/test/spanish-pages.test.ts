import { agents, cities, contentIn, guides, hotListings, neighborhoods, properties, testimonials } from '@pcr/content';
import { sections as mortgageGuideEs } from '@pcr/content/es/guides/mortgage-guide';
import { defaultSiteIdentity, pathInLocale } from '@pcr/contracts';
// eslint-disable-next-line no-restricted-imports -- the crawl reads the interface's texts (the catalog), as a test, not API code
import { spanishTexts } from '@pcr/ui/i18n/catalog-es.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebConfig, startApp, type RunningApp } from './helpers.js';

/**
 * The site in Spanish (issue 30) through the server, as a crawler and a visitor without scripts see
 * it: every page under /es in Spanish, paired with its English twin for search engines, and the
 * header's language switch, which remembers the choice.
 */

const SITE = 'https://www.example.test';
let site: RunningApp;

beforeAll(async () => {
  site = await startApp({ config: builtWebConfig({ siteUrl: SITE }) });
});

afterAll(async () => {
  await site?.close();
});

const get = (pathname: string, init?: RequestInit) => fetch(site.baseUrl + pathname, { redirect: 'manual', ...init });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const alternatesOf = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map(([, lang, href]) => [lang, href]));
const decode = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

/** What a reader meets on the page: its text nodes and the labels of its elements (scripts and styles left out). */
function textsOf(html: string): Set<string> {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  const texts = [...body.matchAll(/>([^<]+)</g)].map(([, text]) => text!);
  const labels = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(([, text]) => text!);
  return new Set([...texts, ...labels].map((text) => decode(text).replace(/\s+/g, ' ').trim()).filter(Boolean));
}

/** The interface's texts in each language (those that read the same in both, and those with placeholders, left out). */
const catalog = Object.entries(spanishTexts as Record<string, string>).filter(([english, spanish]) => english !== spanish && !english.includes('{'));
/**
 * A page without its parts marked as written in `language` (`lang="en"`, `lang="en-US"`…), with what
 * they hold (an image: its alt text): quotes and the MLS's words kept as written, and the language
 * switch, which names the other language in that language.
 */
const withoutPartsIn = (html: string, language: 'en' | 'es') => {
  const marked = `lang="${language}(?:-[A-Za-z]+)?"`;
  return html.replace(new RegExp(`<(\\w+)[^>]* ${marked}[^>]*>[\\s\\S]*?<\\/\\1>`, 'g'), '').replace(new RegExp(`<img[^>]* ${marked}[^>]*>`, 'g'), '');
};

/** Every string of a value by its path ("schools.topSchools.0.name"). */
function stringsOf(value: unknown, at = '', found = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') found.set(at, value);
  else if (Array.isArray(value)) value.forEach((item, i) => stringsOf(item, `${at}.${i}`, found));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) stringsOf(item, `${at}.${key}`, found);
  return found;
}
/** The names the content keeps in both languages (places, schools, loans): the same text at the same place in each. */
const keptByTranslation = (english: unknown, spanish: unknown) => {
  const spanishTexts = stringsOf(spanish);
  return [...stringsOf(english)].filter(([at, text]) => spanishTexts.get(at) === text).map(([, text]) => text);
};
const contentNames = [
  ...keptByTranslation(contentIn('en'), contentIn('es')),
  ...keptByTranslation(guides.find((guide) => guide.slug === 'mortgage-guide')!.sections, mortgageGuideEs),
];

const englishOnly = catalog.map(([english]) => english.trim());
const spanishOnly = catalog.map(([, spanish]) => spanish.trim());

describe('a page in Spanish under /es', () => {
  it('/es/testimonials (translated): 200, lang es-US, its own canonical and the English twin as its alternate, and the reverse', async () => {
    const res = await get('/es/testimonials');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(langOf(html)).toBe('es-US');
    expect(decode(titleOf(html)!)).toBe('Testimonios de clientes | Pacific Crest Realty');
    expect(html).toContain('<h1');
    expect(html).toMatch(/<h1[^>]*>En sus propias <em>palabras<\/em><\/h1>/);
    expect(html).not.toContain('noindex');
    const pair = { 'en-US': `${SITE}/testimonials`, 'es-US': `${SITE}/es/testimonials`, 'x-default': `${SITE}/testimonials` };
    expect(canonicalOf(html)).toBe(`${SITE}/es/testimonials`);
    expect(alternatesOf(html)).toEqual(pair);
    expect(html).toContain('<meta property="og:locale" content="es_US">');
    // The clients' words stay as they wrote them, marked as English.
    expect(html).toMatch(/<blockquote[^>]* lang="en"/);

    const twin = await (await get('/testimonials')).text();
    expect(langOf(twin)).toBe('en-US');
    expect(canonicalOf(twin)).toBe(`${SITE}/testimonials`);
    expect(alternatesOf(twin)).toEqual(pair);
    expect(twin).toContain('<meta property="og:locale" content="en_US">');
    expect(twin).not.toMatch(/<blockquote[^>]* lang=/);
  });

  it.each([
    '/',
    '/about',
    '/team',
    '/testimonials',
    '/contact',
    '/hot-listings',
    '/properties',
    '/properties?city=irvine&minBeds=3',
    '/properties/pcr-1001',
    '/neighborhoods',
    '/neighborhoods/newport-beach',
    '/cities',
    '/cities/irvine',
    '/resources',
    '/resources/mortgage-guide',
    '/privacy-policy',
    '/terms-of-service',
    '/no-such-page',
  ])(
    '%s shares no text with its Spanish twin but names, numbers and the words marked as English',
    async (pathname) => {
    const spanish = textsOf(withoutPartsIn(await (await get(pathInLocale(pathname, 'es'))).text(), 'en'));
    const english = textsOf(await (await get(pathname)).text());
    const shared = [...spanish].filter((text) => english.has(text));
    // Names read the same in both languages: the brand (its wordmark in two lines), the agency's e-mail and
    // review sites, the neighborhoods, cities and regions, the clients' names and towns as they gave them,
    // the agents, and the homes' addresses; a listing's title (the page's too) and photo descriptions are the MLS's.
    const names = new Set([
      ...defaultSiteIdentity.brand.split(/ (?=Realty)/),
      defaultSiteIdentity.email,
      // The address also in two lines (it may wrap after the @), the social networks, the regions together.
      ...defaultSiteIdentity.email.split(/(?<=@)/),
      ...defaultSiteIdentity.social.map((profile) => profile.label),
      // A choice of the contact form's "How did you hear about us?" that is a name.
      'Google',
      [...new Set(neighborhoods.map((hood) => hood.region))].join(' & '),
      ...cities.map((city) => city.name),
      ...defaultSiteIdentity.reviews.map((review) => review.label),
      ...neighborhoods.flatMap((hood) => [hood.name, hood.city, hood.region]),
      ...testimonials.flatMap((t) => [t.clientName, t.location]),
      ...agents.map((agent) => agent.name),
      ...hotListings.flatMap((listing) => (listing.listOfficeName ? [listing.listOfficeName] : [])),
      ...properties.flatMap((home) => [home.location, home.title, `${home.title} | ${defaultSiteIdentity.brand}`, ...(home.photos ?? []).map((photo) => photo.alt)]),
      ...contentNames,
    ]);
    expect(shared.length).toBeGreaterThan(10);
    // Numbers (ratings, prices, the phone number) read the same too.
    // Prices in millions ("$3.6M") are numbers too.
    expect(shared.filter((text) => !names.has(text) && /[a-z]/i.test(text) && !/^\$[\d.]+M$/.test(text))).toEqual([]);
    },
  );

  it('keeps its links in Spanish and offers the English page through the switch', async () => {
    const html = await (await get('/es/about')).text();
    const siteLinks = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map(([, href]) => href!);
    expect(siteLinks.length).toBeGreaterThan(20);
    const english = siteLinks.filter((href) => !href.startsWith('/es') && !href.startsWith('/language/'));
    expect(english).toEqual([]);
    expect(html).toMatch(/<a [^>]*href="\/language\/en\?path=%2Fes%2Fabout" hrefLang="en-US" lang="en-US">English<span[^>]*>: view this page in English<\/span><\/a>/);
  });

  it('answers an unknown address under /es with the Spanish not-found page, 404, not to be indexed', async () => {
    for (const pathname of ['/es/no-such-page', '/es/neighborhoods/atlantis']) {
      const res = await get(pathname);
      const html = await res.text();
      expect(res.status).toBe(404);
      expect(langOf(html)).toBe('es-US');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(alternatesOf(html)).toEqual({});
    }
    expect(decode(titleOf(await (await get('/es/no-such-page')).text())!)).toBe('Página no encontrada | Pacific Crest Realty');
  });
});

describe('the sitemap', () => {
  it('lists every page in English, and a translated page in Spanish too, the two naming each other and English as x-default', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(body!)![1]!,
      alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map(([, lang, href]) => [lang, href])),
    }));
    const spanish = urls.filter((url) => url.loc === `${SITE}/es` || url.loc.startsWith(`${SITE}/es/`));
    const english = urls.filter((url) => !spanish.includes(url));
    // Every page is translated (issue 30): each English URL has its Spanish twin, and the two name each other.
    expect(english.map((url) => url.loc)).toContain(`${SITE}/properties/pcr-1001`);
    expect(spanish.map((url) => url.loc).sort()).toEqual(english.map((url) => url.loc.replace(SITE, `${SITE}/es`).replace(/\/es\/$/, '/es')).sort());
    const paired = urls.filter((url) => Object.keys(url.alternates).length > 0);
    expect(paired).toEqual(urls);
    for (const url of paired) {
      const path = url.loc.slice(SITE.length).replace(/^\/es(?=\/|$)/, '') || '/';
      const spanishLoc = path === '/' ? `${SITE}/es` : `${SITE}/es${path}`;
      expect(url.alternates).toEqual({ 'en-US': `${SITE}${path}`, 'es-US': spanishLoc, 'x-default': `${SITE}${path}` });
    }
    expect(urls.map((url) => url.loc)).toContain(`${SITE}/es/neighborhoods/newport-beach`);
    expect(urls.map((url) => url.loc)).toContain(`${SITE}/es/resources/mortgage-guide`);
  });

  it('serves every URL of the sitemap in its language: 200, its lang, self-canonical, reciprocal, no text of the interface in the other language', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);
    expect(englishOnly.length).toBeGreaterThan(30);
    for (const loc of locs) {
      const pathname = loc.slice(SITE.length) || '/';
      const res = await get(pathname);
      const html = await res.text();
      expect(res.status, pathname).toBe(200);
      const spanish = pathname === '/es' || pathname.startsWith('/es/');
      expect(langOf(html), pathname).toBe(spanish ? 'es-US' : 'en-US');
      expect(canonicalOf(html), pathname).toBe(loc);
      const alternates = alternatesOf(html);
      if (spanish || Object.keys(alternates).length > 0) expect(alternates[spanish ? 'es-US' : 'en-US'], pathname).toBe(loc);
      const texts = textsOf(withoutPartsIn(html, spanish ? 'en' : 'es'));
      const foreign = (spanish ? englishOnly : spanishOnly).filter((text) => texts.has(text));
      expect(foreign, pathname).toEqual([]);
    }
  });
});

describe('the language switch', () => {
  it('remembers Spanish in a cookie and shows the same page and query in Spanish', async () => {
    const res = await get(`/language/es?path=${encodeURIComponent('/properties?city=irvine')}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/es/properties?city=irvine');
    expect(res.headers.get('set-cookie')).toBe('pcr_lang=es; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('leads back to English from a Spanish page, the /es prefix taken off', async () => {
    const res = await get(`/language/en?path=${encodeURIComponent('/es/about')}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/about');
    expect(res.headers.get('set-cookie')).toMatch(/^pcr_lang=en;/);
  });

  it.each(['//evil.example/x', '/..//evil.example/x', '/.//evil.example/x', '/%2e%2e//evil.example/x', '/\\evil.example', 'https://evil.example/', `/${'a'.repeat(3000)}`, '/about%0d%0aSet-Cookie:x=1'])(
    'refuses a path that is not a page of this site (%s) with 400 and sets nothing',
    async (path) => {
      const res = await get(`/language/es?path=${encodeURIComponent(decodeURIComponent(path))}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/<h1[^>]*>This request could not be read<\/h1>/);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('location')).toBeNull();
    },
  );

  it('knows no other language: /language/fr is not a page', async () => {
    const res = await get('/language/fr?path=/');
    expect(res.status).toBe(404);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('sends a visitor who chose Spanish from the home page to /es, and one who chose English (or nothing) stays', async () => {
    const spanish = await get('/', { headers: { cookie: 'other=1; pcr_lang=es' } });
    expect(spanish.status).toBe(302);
    expect(spanish.headers.get('location')).toBe('/es');
    expect(spanish.headers.get('vary')).toMatch(/\bCookie\b/);
    for (const cookie of ['pcr_lang=en', 'pcr_lang=fr', '']) {
      const res = await get('/', { headers: cookie ? { cookie } : {} });
      expect(res.status, cookie).toBe(200);
      expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(langOf(await res.text())).toBe('en-US');
    }
    // Any other English address stays in the language it names, whatever the cookie.
    const about = await get('/about', { headers: { cookie: 'pcr_lang=es' } });
    expect(about.status).toBe(200);
  });
});
