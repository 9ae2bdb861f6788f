import { describe, expect, it } from 'vitest';
import { cityDetails, findNeighborhood, guides, neighborhoods, privacyPolicy, properties, termsOfService } from '@pcr/content';
import { spanishTexts } from '@pcr/ui/i18n/catalog-es.js';
import { translatorOf } from '@pcr/ui/i18n/translate.js';
import { headElements, type HeadElement, type PageHead } from '../app/page-head.js';
import { routes, type ServerSide } from './route-table.js';

/**
 * The heads of the route table, each of what its loader read (decision 0061), as the document gets
 * them: "{page} | Pacific Crest Realty".
 */
const siteUrl = 'https://www.pacificcrestrealty.example';
const written = (head: PageHead, path = '/') => headElements(head, { pageUrl: `${siteUrl}${path}`, siteUrl, brand: 'Pacific Crest Realty' });
const titleOf = (elements: HeadElement[]) => elements.find((e) => e.tag === 'title')?.text;
const metaOf = (elements: HeadElement[], attribute: string, key: string) =>
  elements.flatMap((e) => (e.tag === 'meta' && e.attributes[0]?.[0] === attribute && e.attributes[0][1] === key ? [e.attributes[1]?.[1]] : []));
/** The head of an entry of the route table, of what its loader read, at `search`, in English or through a catalog. */
const headOfRoute = <D extends object>(route: { server?: Pick<ServerSide<D, object>, 'head'> }, data: D, { search = '', catalog }: { search?: string; catalog?: Record<string, string> } = {}) =>
  route.server!.head(translatorOf(catalog), data, { params: {}, searchParams: new URLSearchParams(search), locale: catalog ? 'es' : 'en' });
const loaded = <T,>(data: T) => ({ status: 'loaded' as const, data });
const failed = { status: 'error' as const, message: '404: {"message":"Not found."}' };
const loading = { status: 'loading' as const };
/** What /properties' loader read for a search of all homes, a city's or a neighborhood's (the head reads the search and areas). */
const areaData = (search: { city?: string; neighborhood?: string } = {}) =>
  ({
    search,
    neighborhoods: loaded(neighborhoods),
    neighborhood: search.neighborhood ? loaded(findNeighborhood(search.neighborhood)!) : undefined,
  }) as unknown as Parameters<NonNullable<typeof routes.properties.server>['head']>[1];

describe('page heads', () => {
  it('static pages: their titles, each with a description of its own', () => {
    const cases: [PageHead, string][] = [
      [headOfRoute(routes.home, {} as never), 'Orange County & Los Angeles Real Estate | Pacific Crest Realty'],
      [headOfRoute(routes.about, {} as never), 'About Us | Pacific Crest Realty'],
      [headOfRoute(routes.contact, {} as never), 'Contact Us | Pacific Crest Realty'],
      [headOfRoute(routes.neighborhoods, {} as never), 'Neighborhood Guides | Pacific Crest Realty'],
      [headOfRoute(routes.team, {} as never), 'Our Team | Pacific Crest Realty'],
      [headOfRoute(routes.hotListings, {} as never), 'Hot Listings | Pacific Crest Realty'],
      [headOfRoute(routes.cities, {} as never), 'Orange County Cities | Pacific Crest Realty'],
      [headOfRoute(routes.testimonials, {} as never), 'Client Testimonials | Pacific Crest Realty'],
      [headOfRoute(routes.resources, {} as never), 'Buyer Resources | Pacific Crest Realty'],
      [headOfRoute(routes.properties, areaData()), 'Homes for Sale | Pacific Crest Realty'],
      [headOfRoute(routes.privacyPolicy, { document: privacyPolicy }), 'Privacy Policy | Pacific Crest Realty'],
      [headOfRoute(routes.termsOfService, { document: termsOfService }), 'Terms of Service | Pacific Crest Realty'],
    ];
    const descriptions = new Set<string>();
    for (const [head, title] of cases) {
      const elements = written(head);
      expect(titleOf(elements)).toBe(title);
      const [description] = metaOf(elements, 'name', 'description');
      expect(description?.length, title).toBeGreaterThan(40);
      descriptions.add(description!);
    }
    expect(descriptions.size).toBe(cases.length);
  });

  it('a city: the spec title, its meta description and its image, absolute, as the share image', () => {
    const city = cityDetails[0]!;
    const elements = written(headOfRoute(routes.city, { city: loaded(city) }), `/cities/${city.slug}`);
    expect(titleOf(elements)).toBe(`${city.name}, Orange County Real Estate Guide | Pacific Crest Realty`);
    expect(metaOf(elements, 'name', 'description')).toEqual([city.metaDescription]);
    expect(metaOf(elements, 'property', 'og:image')).toEqual([`${siteUrl}${city.imageUrl}`]);
    expect(titleOf(written(headOfRoute(routes.city, { city: failed })))).toBe('City Not Found | Pacific Crest Realty');
  });

  it('a neighborhood: name, region, prices in its description, its image; or Neighborhood Not Found', () => {
    const hood = findNeighborhood('irvine')!;
    const elements = written(headOfRoute(routes.neighborhood, { neighborhood: loaded(hood), areaProperties: loading }), '/neighborhoods/irvine');
    expect(titleOf(elements)).toBe(`${hood.name}, ${hood.region} Neighborhood Guide | Pacific Crest Realty`);
    const [description] = metaOf(elements, 'name', 'description');
    expect(description).toMatch(/^Irvine, Orange County: \$[\d.]+M average home price, \$[\d,]+ median sale\. Housing, lifestyle, schools, transportation and homes for sale\.$/);
    expect(metaOf(elements, 'property', 'og:image')).toEqual([`${siteUrl}${hood.imageUrl}`]);
    expect(titleOf(written(headOfRoute(routes.neighborhood, { neighborhood: failed, areaProperties: loading })))).toBe('Neighborhood Not Found | Pacific Crest Realty');
  });

  it('a home, a guide and the homes of an area', () => {
    const home = properties[0]!;
    expect(titleOf(written(headOfRoute(routes.property, { property: loaded(home), openHouses: [] })))).toBe(`${home.title} | Pacific Crest Realty`);
    const guide = guides[0]!;
    const guideHead = written(headOfRoute(routes.guide, { guide, related: [] }));
    expect(titleOf(guideHead)).toBe(`${guide.title} | Pacific Crest Realty`);
    expect(metaOf(guideHead, 'name', 'description')).toEqual([guide.description]);
    expect(titleOf(written(headOfRoute(routes.properties, areaData({ city: 'los-angeles' }))))).toBe('Homes for Sale in Los Angeles, CA | Pacific Crest Realty');
    expect(titleOf(written(headOfRoute(routes.properties, areaData({ neighborhood: 'irvine' }))))).toBe('Homes for Sale in Irvine | Pacific Crest Realty');
    // The city of Irvine has a neighborhood of its name: its page's title says it is the city.
    expect(titleOf(written(headOfRoute(routes.properties, areaData({ city: 'irvine' }))))).toBe('Homes for Sale in Irvine, CA | Pacific Crest Realty');
  });

  it('the not-found page asks not to be indexed and names no canonical address', () => {
    const elements = written(headOfRoute(routes.notFound, {} as never), '/no-such-page');
    expect(titleOf(elements)).toBe('Page not found | Pacific Crest Realty');
    expect(metaOf(elements, 'name', 'robots')).toEqual(['noindex']);
    expect(elements.some((e) => e.tag === 'link' && e.attributes.some(([, value]) => value === 'canonical'))).toBe(false);
    expect(metaOf(elements, 'property', 'og:url')).toEqual([]);
  });

  it('a Spanish page takes its head from the one catalog, and an unknown guide is the not-found page', () => {
    const es = { catalog: spanishTexts as Record<string, string> };
    expect(titleOf(written(headOfRoute(routes.home, {} as never, es)))).toBe('Bienes raíces en el Condado de Orange y Los Ángeles | Pacific Crest Realty');
    expect(titleOf(written(headOfRoute(routes.about, {} as never, es)))).toBe('Sobre nosotros | Pacific Crest Realty');
    expect(titleOf(written(headOfRoute(routes.properties, areaData({ city: 'irvine' }), es)))).toBe('Casas en venta en Irvine, CA | Pacific Crest Realty');
    const hood = findNeighborhood('irvine')!;
    expect(titleOf(written(headOfRoute(routes.neighborhood, { neighborhood: loaded(hood), areaProperties: loading }, es)))).toBe(`Guía de ${hood.name}, ${hood.region} | Pacific Crest Realty`);
    expect(titleOf(written(headOfRoute(routes.guide, { guide: undefined, related: [] })))).toBe('Page not found | Pacific Crest Realty');
    expect(headOfRoute(routes.unsubscribe, { link: { status: 404, body: { message: 'x' } } } as never, { search: 'stopped=alert' }).title).toBe('Stop this alert');
  });
});
