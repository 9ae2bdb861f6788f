import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AboutContentSchema,
  AgentSchema,
  CityDetailSchema,
  CitySummarySchema,
  ContactContentSchema,
  GuideSchema,
  HotListingSchema,
  LegalDocumentSchema,
  NeighborhoodSchema,
  PropertySchema,
  TestimonialSchema,
} from '@pcr/contracts';
import {
  about,
  agents,
  cities,
  cityDetails,
  contact,
  featuredProperties,
  featuredPropertyIds,
  findCityDetail,
  findNeighborhood,
  findProperty,
  founder,
  guides,
  hotListings,
  NO_PHOTO_IMAGE_URL,
  legalDocuments,
  neighborhoodWithoutProperties,
  neighborhoods,
  properties,
  propertiesInNeighborhood,
  testimonials,
} from './index.js';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** Parses every item, reporting the item's id and the first issue's path and message on failure. */
function expectAllValid(schema: v.GenericSchema, items: readonly unknown[], key: (item: never) => string) {
  for (const item of items) {
    const result = v.safeParse(schema, item);
    const problem = result.success
      ? ''
      : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
    expect(problem, `${key(item as never)} should match the contract`).toBe('');
  }
}

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('fixtures match the contract schemas', () => {
  it('properties', () => expectAllValid(PropertySchema, properties, (p: { id: string }) => p.id));
  it('hot listings', () => expectAllValid(HotListingSchema, hotListings, (h: { id: string }) => h.id));
  it('agents', () => expectAllValid(AgentSchema, agents, (a: { id: string }) => a.id));
  it('testimonials', () => expectAllValid(TestimonialSchema, testimonials, (t: { id: string }) => t.id));
  it('neighborhoods', () => expectAllValid(NeighborhoodSchema, neighborhoods, (n: { slug: string }) => n.slug));
  it('city summaries', () => expectAllValid(CitySummarySchema, cities, (c: { slug: string }) => c.slug));
  it('city details', () => expectAllValid(CityDetailSchema, cityDetails, (c: { slug: string }) => c.slug));
  it('guides', () => expectAllValid(GuideSchema, guides, (g: { slug: string }) => g.slug));
  it('legal documents', () => expectAllValid(LegalDocumentSchema, legalDocuments, (d: { slug: string }) => d.slug));
  it('about and contact pages', () => {
    expectAllValid(AboutContentSchema, [about], () => 'about');
    expectAllValid(ContactContentSchema, [contact], () => 'contact');
  });

  it('parsing leaves the fixtures unchanged (no trimming or defaults needed)', () => {
    expect(v.parse(v.array(PropertySchema), properties)).toEqual(properties);
    expect(v.parse(v.array(NeighborhoodSchema), neighborhoods)).toEqual(neighborhoods);
    expect(v.parse(v.array(CityDetailSchema), cityDetails)).toEqual(cityDetails);
  });
});

describe('agents', () => {
  it('has at least 6 agents with unique ids and e-mails', () => {
    expect(agents.length).toBeGreaterThanOrEqual(6);
    expect(unique(agents.map((a) => a.id))).toBe(true);
    expect(unique(agents.map((a) => a.email))).toBe(true);
  });

  it('gives each agent an MLS id of their own, so an MLS listing has one agent', () => {
    const mlsIds = agents.map((a) => a.mlsId ?? '');
    expect(mlsIds.every((id) => id !== '')).toBe(true);
    expect(unique(mlsIds)).toBe(true);
  });

  it('names each agent\'s languages once each, and has agents who speak Spanish for Spanish leads (decision 0033)', () => {
    for (const agent of agents) expect(unique(agent.languages), agent.id).toBe(true);
    expect(agents.filter((a) => a.languages.includes('es')).map((a) => a.name)).toEqual(['Sofia Alvarez', 'Luis Castillo']);
  });

  it('has exactly one founder, listed first and exported as `founder`', () => {
    const founders = agents.filter((a) => a.isFounder === true);
    expect(founders).toHaveLength(1);
    expect(agents[0]).toBe(founders[0]);
    expect(founder).toBe(founders[0]);
  });

  it('gives the founder a bio of two or three sentences', () => {
    const sentences = founder.bio.split(/(?<=[.!?])\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it('gives every agent their own DRE license number, eight digits (issue 47: a missing number fails here)', () => {
    for (const agent of agents) expect(agent.licenseNumber, agent.id).toMatch(/^\d{8}$/);
    expect(unique(agents.map((a) => a.licenseNumber))).toBe(true);
    // The schema refuses an agent without one, as the content check above reads every agent through it.
    const { licenseNumber: _dropped, ...withoutNumber } = agents[1]!;
    expect(v.safeParse(AgentSchema, withoutNumber).success).toBe(false);
  });

  it('has agents with and without social links', () => {
    expect(agents.some((a) => a.linkedin)).toBe(true);
    expect(agents.some((a) => a.instagram)).toBe(true);
    expect(agents.some((a) => !a.linkedin && !a.instagram)).toBe(true);
  });
});

describe('testimonials', () => {
  it('has at least 9 with unique ids', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(9);
    expect(unique(testimonials.map((t) => t.id))).toBe(true);
  });

  it('has half-star ratings, including a 3.5', () => {
    const halves = testimonials.filter((t) => !Number.isInteger(t.rating));
    expect(halves.length).toBeGreaterThanOrEqual(2);
    expect(testimonials.some((t) => t.rating === 3.5)).toBe(true);
  });

  it('names, where it gives one, an agent of the team, whose first name the client writes', () => {
    for (const testimonial of testimonials.filter((t) => t.agent !== undefined)) {
      const agent = agents.find((a) => a.slug === testimonial.agent);
      expect(agent, testimonial.id).toBeDefined();
      expect(testimonial.comment, testimonial.id).toContain((agent?.name ?? '').split(' ')[0]);
    }
    // The one that thanks "the team" names no agent.
    expect(testimonials.filter((t) => t.agent === undefined).map((t) => t.id)).toEqual(['t-010']);
  });
});

describe('neighborhoods', () => {
  it('has at least 10, in both regions', () => {
    expect(neighborhoods.length).toBeGreaterThanOrEqual(10);
    expect(neighborhoods.some((n) => n.region === 'Orange County')).toBe(true);
    expect(neighborhoods.some((n) => n.region === 'Los Angeles')).toBe(true);
  });

  it('has unique ids and slugs, and no id equal to a slug', () => {
    const ids = neighborhoods.map((n) => n.id);
    const slugs = neighborhoods.map((n) => n.slug);
    expect(unique(ids)).toBe(true);
    expect(unique(slugs)).toBe(true);
    expect(ids.filter((id) => slugs.includes(id))).toEqual([]);
  });

  it('includes the five neighborhoods linked from the footer', () => {
    for (const slug of ['newport-beach', 'irvine', 'laguna-beach', 'silver-lake', 'beverly-hills']) {
      expect(findNeighborhood(slug), slug).toBeDefined();
    }
  });

  it('lists nearby neighborhoods that exist, with the same name, image and region, never itself', () => {
    for (const n of neighborhoods) {
      expect(n.nearbyNeighborhoods.length, n.slug).toBeGreaterThan(0);
      for (const near of n.nearbyNeighborhoods) {
        const target = neighborhoods.find((other) => other.slug === near.slug);
        expect(target, `${n.slug} → ${near.slug}`).toBeDefined();
        expect(near.slug).not.toBe(n.slug);
        expect({ name: near.name, imageUrl: near.imageUrl, region: near.region }).toEqual({
          name: target?.name,
          imageUrl: target?.imageUrl,
          region: target?.region,
        });
      }
    }
  });

  it('finds a neighborhood by id and by slug', () => {
    const irvine = findNeighborhood('irvine');
    expect(irvine).toBeDefined();
    expect(findNeighborhood(irvine?.id ?? '')).toBe(irvine);
    expect(findNeighborhood('atlantis')).toBeUndefined();
  });
});

describe('properties', () => {
  it('has at least 12 with unique ids', () => {
    expect(properties.length).toBeGreaterThanOrEqual(12);
    expect(unique(properties.map((p) => p.id))).toBe(true);
  });

  it('places every property in an existing neighborhood, spread over several', () => {
    for (const p of properties) expect(findNeighborhood(p.neighborhood), `${p.id} → ${p.neighborhood}`).toBeDefined();
    expect(new Set(properties.map((p) => p.neighborhood)).size).toBeGreaterThanOrEqual(8);
  });

  it('leaves one existing neighborhood without properties', () => {
    const hood = findNeighborhood(neighborhoodWithoutProperties);
    expect(hood).toBeDefined();
    expect(propertiesInNeighborhood(neighborhoodWithoutProperties)).toEqual([]);
    expect(propertiesInNeighborhood(hood?.id ?? '')).toEqual([]);
    expect(propertiesInNeighborhood('atlantis')).toEqual([]);
  });

  it('filters by neighborhood id or slug alike', () => {
    const irvine = findNeighborhood('irvine');
    const bySlug = propertiesInNeighborhood('irvine');
    expect(bySlug.length).toBeGreaterThan(0);
    expect(bySlug.every((p) => p.neighborhood === 'irvine')).toBe(true);
    expect(propertiesInNeighborhood(irvine?.id ?? '')).toEqual(bySlug);
  });

  it('names a real agent, with the same portrait, license number and page, on every property', () => {
    for (const p of properties) {
      const agent = agents.find((a) => a.name === p.agent.name);
      expect(agent, p.id).toBeDefined();
      expect(p.agent.imageUrl).toBe(agent?.imageUrl);
      expect(p.agent.licenseNumber, p.id).toBe(agent?.licenseNumber);
      expect(p.agent.slug, p.id).toBe(agent?.slug);
    }
  });

  it('opens a gallery with the card photo, and has a condo with its HOA dues (the type filter and the calculator have one to show)', () => {
    for (const p of properties.filter((home) => home.photos)) expect(p.photos?.[0]?.url, p.id).toBe(p.imageUrl);
    const condo = properties.find((p) => p.propertyType === 'condo');
    expect({ id: condo?.id, photos: condo?.photos?.length, monthlyHoa: condo?.monthlyHoa }).toEqual({ id: 'pcr-1020', photos: 4, monthlyHoa: 585 });
  });

  it('features six existing properties, in order', () => {
    expect(featuredPropertyIds).toHaveLength(6);
    expect(unique(featuredPropertyIds)).toBe(true);
    expect(featuredProperties.map((p) => p.id)).toEqual(featuredPropertyIds);
    for (const id of featuredPropertyIds) expect(findProperty(id), id).toBeDefined();
    expect(findProperty('nope')).toBeUndefined();
  });
});

describe('hot listings', () => {
  it('has at least 9 with unique provider ids like HL-20931', () => {
    expect(hotListings.length).toBeGreaterThanOrEqual(9);
    expect(unique(hotListings.map((h) => h.id))).toBe(true);
    for (const h of hotListings) expect(h.id).toMatch(/^HL-\d{5}$/);
  });
});

describe('cities', () => {
  it('has at least 12 Orange County cities, each with a full detail object under the same slug', () => {
    expect(cityDetails.length).toBeGreaterThanOrEqual(12);
    expect(cities.map((c) => c.slug)).toEqual(cityDetails.map((c) => c.slug));
    expect(unique(cities.map((c) => c.slug))).toBe(true);
    expect(unique(cities.map((c) => c.id))).toBe(true);
    for (const c of cities) {
      const detail = findCityDetail(c.slug);
      expect(detail, c.slug).toBeDefined();
      expect({ name: c.name, medianHomePrice: c.medianHomePrice, population: c.population }).toEqual({
        name: detail?.name,
        medianHomePrice: detail?.medianHomePrice,
        population: detail?.population,
      });
    }
    expect(findCityDetail('atlantis')).toBeUndefined();
  });

  it('has one city summary without an image, to exercise the placeholder', () => {
    expect(cities.filter((c) => c.imageUrl === undefined)).toHaveLength(1);
  });

  it('fills every detail object', () => {
    for (const c of cityDetails) {
      const at = c.slug;
      expect(c.overview.length, at).toBeGreaterThan(150);
      expect(c.bestFor.length, at).toBeGreaterThanOrEqual(3);
      expect(c.topNeighborhoods.length, at).toBeGreaterThanOrEqual(4);
      expect(c.schools.topSchools.length, at).toBeGreaterThanOrEqual(3);
      expect(c.attractions.length, at).toBeGreaterThanOrEqual(3);
      expect(c.parks.length, at).toBeGreaterThanOrEqual(2);
      expect(c.restaurants.length, at).toBeGreaterThanOrEqual(3);
      expect(c.shopping.length, at).toBeGreaterThanOrEqual(3);
      expect(c.faqs.length, at).toBeGreaterThanOrEqual(4);
      if (c.beaches) expect(c.beaches.length, at).toBeGreaterThan(0);
    }
  });

  it('exercises the optional parts: beaches, walkable areas, school ratings and notes', () => {
    expect(cityDetails.some((c) => c.beaches)).toBe(true);
    expect(cityDetails.some((c) => !c.beaches)).toBe(true);
    expect(cityDetails.some((c) => c.walkableAreas)).toBe(true);
    expect(cityDetails.some((c) => !c.walkableAreas)).toBe(true);
    const schools = cityDetails.flatMap((c) => c.schools.topSchools);
    expect(schools.some((s) => s.rating === undefined)).toBe(true);
    expect(schools.some((s) => s.notes === undefined)).toBe(true);
    const items = cityDetails.flatMap((c) => [...c.attractions, ...c.parks, ...(c.beaches ?? [])]);
    expect(items.some((i) => i.imageUrl)).toBe(true);
  });

  it('links nearby areas to other cities in the list', () => {
    for (const c of cityDetails) {
      expect(c.nearbyNeighborhoods.length, c.slug).toBeGreaterThan(0);
      for (const near of c.nearbyNeighborhoods) {
        expect(near.slug, c.slug).not.toBe(c.slug);
        expect(findCityDetail(near.slug)?.name, `${c.slug} → ${near.slug}`).toBe(near.name);
      }
    }
  });
});

describe('images', () => {
  const referenced = [
    ...properties.flatMap((p) => [p.imageUrl, p.agent.imageUrl, ...(p.photos ?? []).map((photo) => photo.url)]),
    ...hotListings.map((h) => h.imageUrl),
    NO_PHOTO_IMAGE_URL,
    ...agents.map((a) => a.imageUrl),
    ...testimonials.map((t) => t.clientImageUrl),
    ...neighborhoods.flatMap((n) => [n.imageUrl, ...n.nearbyNeighborhoods.map((near) => near.imageUrl)]),
    ...cities.flatMap((c) => (c.imageUrl ? [c.imageUrl] : [])),
    ...cityDetails.flatMap((c) => [
      c.imageUrl,
      ...[...c.attractions, ...c.parks, ...(c.beaches ?? [])].flatMap((i) => (i.imageUrl ? [i.imageUrl] : [])),
    ]),
  ];

  it('ships every referenced image in the repository (no hot-linking)', () => {
    const missing = [...new Set(referenced)].filter((url) => {
      if (!/^\/images\/[a-z-]+\/[a-z0-9-]+\.svg$/.test(url)) return true;
      return !existsSync(join(publicDir, url));
    });
    expect(missing).toEqual([]);
  });

  it('gives every image a title, role="img", a fixed viewBox and a small size', () => {
    for (const url of new Set(referenced)) {
      const file = join(publicDir, url);
      const svg = readFileSync(file, 'utf8');
      const portrait = /^\/images\/(agents|testimonials)\//.test(url);
      expect(svg, url).toContain('role="img"');
      expect(svg, url).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg, url).toContain(portrait ? 'viewBox="0 0 400 400"' : 'viewBox="0 0 1200 800"');
      expect(statSync(file).size, url).toBeLessThan(12 * 1024);
    }
  });
});
