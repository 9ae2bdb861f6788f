import { describe, expect, it } from 'vitest';
import { cityDetails, findNeighborhood, guides, privacyPolicy, properties, termsOfService } from '@pcr/content';
import { headElements, type HeadElement, type PageHead } from '../app/page-head.js';
import { headOf, type PageHeadKey } from './page-heads.js';
import { routes } from './route-table.js';

/**
 * The heads of the route table (they moved here from the page templates, whose stories asserted the
 * same titles and descriptions), as the document gets them: "{page} | Pacific Crest Realty".
 */
const siteUrl = 'https://www.pacificcrestrealty.example';
const written = (head: PageHead, path = '/') => headElements(head, { pageUrl: `${siteUrl}${path}`, siteUrl, brand: 'Pacific Crest Realty' });
const titleOf = (elements: HeadElement[]) => elements.find((e) => e.tag === 'title')?.text;
const metaOf = (elements: HeadElement[], attribute: string, key: string) =>
  elements.flatMap((e) => (e.tag === 'meta' && e.attributes[0]?.[0] === attribute && e.attributes[0][1] === key ? [e.attributes[1]?.[1]] : []));
/** The head an entry of the route table names, of what its page shows. */
const headOfRoute = (route: { head: PageHeadKey }, ...shown: unknown[]) => headOf({ key: route.head, shown });
const loaded = <T,>(data: T) => ({ status: 'loaded' as const, data });
const failed = { status: 'error' as const, message: '404: {"message":"Not found."}' };

describe('page heads', () => {
  it('static pages: their titles, each with a description of its own', () => {
    const cases: [PageHead, string][] = [
      [headOfRoute(routes.home), 'Orange County & Los Angeles Real Estate | Pacific Crest Realty'],
      [headOfRoute(routes.about), 'About Us | Pacific Crest Realty'],
      [headOfRoute(routes.contact), 'Contact Us | Pacific Crest Realty'],
      [headOfRoute(routes.neighborhoods), 'Neighborhood Guides | Pacific Crest Realty'],
      [headOfRoute(routes.team), 'Our Team | Pacific Crest Realty'],
      [headOfRoute(routes.hotListings), 'Hot Listings | Pacific Crest Realty'],
      [headOfRoute(routes.cities), 'Orange County Cities | Pacific Crest Realty'],
      [headOfRoute(routes.testimonials), 'Client Testimonials | Pacific Crest Realty'],
      [headOfRoute(routes.resources), 'Buyer Resources | Pacific Crest Realty'],
      [headOfRoute(routes.properties, undefined), 'Homes for Sale | Pacific Crest Realty'],
      [headOfRoute(routes.privacyPolicy, privacyPolicy), 'Privacy Policy | Pacific Crest Realty'],
      [headOfRoute(routes.termsOfService, termsOfService), 'Terms of Service | Pacific Crest Realty'],
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
    const elements = written(headOfRoute(routes.city, loaded(city)), `/cities/${city.slug}`);
    expect(titleOf(elements)).toBe(`${city.name}, Orange County Real Estate Guide | Pacific Crest Realty`);
    expect(metaOf(elements, 'name', 'description')).toEqual([city.metaDescription]);
    expect(metaOf(elements, 'property', 'og:image')).toEqual([`${siteUrl}${city.imageUrl}`]);
    expect(titleOf(written(headOfRoute(routes.city, failed)))).toBe('City Not Found | Pacific Crest Realty');
  });

  it('a neighborhood: name, region, prices in its description, its image; or Neighborhood Not Found', () => {
    const hood = findNeighborhood('irvine')!;
    const elements = written(headOfRoute(routes.neighborhood, loaded(hood)), '/neighborhoods/irvine');
    expect(titleOf(elements)).toBe(`${hood.name}, ${hood.region} Neighborhood Guide | Pacific Crest Realty`);
    const [description] = metaOf(elements, 'name', 'description');
    expect(description).toMatch(/^Irvine, Orange County: \$[\d.]+M average home price, \$[\d,]+ median sale\. Housing, lifestyle, schools, transportation and homes for sale\.$/);
    expect(metaOf(elements, 'property', 'og:image')).toEqual([`${siteUrl}${hood.imageUrl}`]);
    expect(titleOf(written(headOfRoute(routes.neighborhood, failed)))).toBe('Neighborhood Not Found | Pacific Crest Realty');
  });

  it('a home, a guide and the homes of an area', () => {
    const home = properties[0]!;
    expect(titleOf(written(headOfRoute(routes.property, loaded(home))))).toBe(`${home.title} | Pacific Crest Realty`);
    const guide = guides[0]!;
    const guideHead = written(headOfRoute(routes.guide, guide));
    expect(titleOf(guideHead)).toBe(`${guide.title} | Pacific Crest Realty`);
    expect(metaOf(guideHead, 'name', 'description')).toEqual([guide.description]);
    expect(titleOf(written(headOfRoute(routes.properties, 'Los Angeles')))).toBe('Homes for Sale in Los Angeles | Pacific Crest Realty');
    expect(titleOf(written(headOfRoute(routes.properties, 'Irvine')))).toBe('Homes for Sale in Irvine | Pacific Crest Realty');
  });

  it('the not-found page asks not to be indexed and names no canonical address', () => {
    const elements = written(headOfRoute(routes.notFound), '/no-such-page');
    expect(titleOf(elements)).toBe('Page not found | Pacific Crest Realty');
    expect(metaOf(elements, 'name', 'robots')).toEqual(['noindex']);
    expect(elements.some((e) => e.tag === 'link' && e.attributes.some(([, value]) => value === 'canonical'))).toBe(false);
    expect(metaOf(elements, 'property', 'og:url')).toEqual([]);
  });
});
