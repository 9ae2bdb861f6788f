import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { initClient } from '@ts-rest/core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiContract, toPropertySearchQuery, type PageReads } from '@pcr/contracts';
import { inLanguage } from './content-language.js';
import { ApiError } from './api-error.js';
import { createApiClient } from './client.js';
import {
  agentTemplate,
  citySummaryTemplate,
  cityHomePricesTemplate,
  cityDetailTemplate,
  createdTemplate,
  eachLike,
  errorTemplate,
  exactly,
  hotListingTemplate,
  mlsHotListingTemplate,
  neighborhoodTemplate,
  openHouseTemplate,
  propertyTemplate,
  propertyWithGalleryTemplate,
  testimonialTemplate,
  validationErrorTemplate,
} from './pact/matchers.js';
import {
  CONSUMER,
  PACT_FILE_NAME,
  PROVIDER,
  UPDATE_COMMAND,
  committedPactPath,
  describePactChanges,
  normalizePact,
  readPact,
  serializePact,
} from './pact/pact-file.js';
import { createSiteApi } from './site-api.js';

/**
 * Consumer contract of the web app against Pact's mock server: the reads its pages' loaders make
 * (`PageReads`, which the server answers in-process since decision 0050, here over HTTP) and what
 * its islands send through the site's API functions. Each interaction records what the app sends and
 * needs back; each test asserts what the app then returns or throws.
 *
 * The pact is written to a temp folder; the last test compares it with the committed
 * pacts/pcr-web-pcr-api.json, which the provider (apps/api) and backend teams verify against.
 */

const { reify } = MatchersV3;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcr-pact-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

const pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: outDir, logLevel: 'error' });
const siteApi = (server: V3MockServer) => createSiteApi(createApiClient(server.url));
/**
 * The reads the pages' loaders make (PageReads, decision 0050), here over HTTP through ts-rest's
 * client: on the server the same functions answer in-process, checked against the same contract.
 */
const pageReads = (server: V3MockServer) => initClient(apiContract, { baseUrl: server.url, throwOnUnknownStatus: true }) as unknown as PageReads;

const JSON_TYPE = { 'Content-Type': MatchersV3.regex('^application/json(;.*)?$', 'application/json') };

let defined = 0;
let passed = 0;
/** An `it` whose passing is counted: the pact file is only complete when all of them passed. */
function interaction(name: string, run: () => Promise<unknown>) {
  defined += 1;
  it(name, async () => {
    await run();
    passed += 1;
  });
}

/** The error an API function rejects with. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return expect.fail('expected the call to fail');
}

/** A read's answer as a loader gets it: its status and body (a failed read is the page's error state, read-state.ts). */
function expectRead(answer: { status: number; body: unknown }, status: number, body: unknown) {
  expect({ status: answer.status, body: answer.body }).toEqual({ status, body });
}

/** Spec section 7: the message is the status, a colon, a space and the body text of the answer. */
function expectApiError(error: unknown, status: number, body: unknown) {
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.status).toBe(status);
  expect(apiError.body).toEqual(body);
  const prefix = `${status}: `;
  expect(apiError.message.startsWith(prefix), apiError.message).toBe(true);
  expect(JSON.parse(apiError.message.slice(prefix.length))).toEqual(body);
}

describe('properties', () => {
  interaction('featured properties: the list', () => {
    const body = eachLike(propertyTemplate());
    return pact
      .addInteraction()
      .given('featured properties exist')
      .uponReceiving('a request for the featured properties')
      .withRequest('GET', '/api/properties/featured')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getFeaturedProperties({}), 200, reify(body));
      });
  });

  interaction('all properties: the list', () => {
    const body = eachLike(propertyTemplate());
    return pact
      .addInteraction()
      .given('properties exist')
      .uponReceiving('a request for all properties')
      .withRequest('GET', '/api/properties')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getProperties({ query: toPropertySearchQuery({}) }), 200, reify(body));
      });
  });

  interaction('properties of a neighborhood: only that neighborhood’s homes', () => {
    const body = eachLike(propertyTemplate({ neighborhood: exactly('irvine') }));
    return pact
      .addInteraction()
      .given('properties exist in neighborhood irvine', { neighborhood: 'irvine' })
      .uponReceiving('a request for the properties of neighborhood irvine')
      .withRequest('GET', '/api/properties', (req) => req.query({ neighborhood: 'irvine' }))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        const found = await pageReads(server).getProperties({ query: toPropertySearchQuery({ neighborhood: 'irvine' }) });
        expectRead(found, 200, reify(body));
        expect(found.status === 200 && found.body.every((p) => p.neighborhood === 'irvine')).toBe(true);
      });
  });

  interaction('a search of the properties: sent as the canonical query, answered with the matching homes', () => {
    const body = eachLike(propertyTemplate({ bedrooms: MatchersV3.integer(3) }));
    return pact
      .addInteraction()
      .given('properties match the search city los-angeles, 3+ bedrooms', { city: 'los-angeles', minBeds: '3' })
      .uponReceiving('a search for homes in los-angeles with 3 or more bedrooms, cheapest first')
      .withRequest('GET', '/api/properties', (req) => req.query({ city: 'los-angeles', minBeds: '3', sort: 'price-asc' }))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getProperties({ query: toPropertySearchQuery({ sort: 'price-asc', minBeds: 3, city: 'los-angeles' }) }), 200, reify(body));
      });
  });

  interaction('properties of a neighborhood without homes: an empty list (the empty state)', () =>
    pact
      .addInteraction()
      .given('neighborhood costa-mesa has no properties', { neighborhood: 'costa-mesa' })
      .uponReceiving('a request for the properties of neighborhood costa-mesa, which has none')
      .withRequest('GET', '/api/properties', (req) => req.query({ neighborhood: 'costa-mesa' }))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody([]))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getProperties({ query: toPropertySearchQuery({ neighborhood: 'costa-mesa' }) }), 200, []);
      }),
  );

  interaction('one property: its details', () => {
    const body = propertyTemplate({ id: exactly('pcr-1001'), description: MatchersV3.like('A glass-and-limestone contemporary.') });
    return pact
      .addInteraction()
      .given('property pcr-1001 exists', { id: 'pcr-1001' })
      .uponReceiving('a request for property pcr-1001')
      .withRequest('GET', '/api/properties/pcr-1001')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getProperty({ params: { id: 'pcr-1001' } }), 200, reify(body));
      });
  });

  interaction('one property with its photos and HOA dues', () => {
    const body = propertyWithGalleryTemplate('pcr-1020');
    return pact
      .addInteraction()
      .given('property pcr-1020 has photos and HOA dues', { id: 'pcr-1020' })
      .uponReceiving('a request for property pcr-1020, which has a photo gallery and HOA dues')
      .withRequest('GET', '/api/properties/pcr-1020')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        const answer = await pageReads(server).getProperty({ params: { id: 'pcr-1020' } });
        expectRead(answer, 200, reify(body));
        const home = answer.status === 200 ? answer.body : undefined;
        expect({ photos: home?.photos?.length, monthlyHoa: home?.monthlyHoa }).toEqual({ photos: 2, monthlyHoa: 585 });
      });
  });

  interaction('an unknown property: 404 with its message (the page answers 404)', () => {
    const body = errorTemplate('Property not found.');
    return pact
      .addInteraction()
      .given('no property pcr-9999', { id: 'pcr-9999' })
      .uponReceiving('a request for property pcr-9999, which does not exist')
      .withRequest('GET', '/api/properties/pcr-9999')
      .willRespondWith(404, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getProperty({ params: { id: 'pcr-9999' } }), 404, reify(body));
      });
  });
});

describe('agents and testimonials', () => {
  interaction('agents: the team', () => {
    const body = eachLike(agentTemplate());
    return pact
      .addInteraction()
      .given('agents exist')
      .uponReceiving('a request for the agents')
      .withRequest('GET', '/api/agents')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getAgents({ query: inLanguage('en') }), 200, reify(body));
      });
  });

  interaction('agents in Spanish: ?lang=es (their titles and bios translated, decision 0035)', () => {
    const body = eachLike(agentTemplate());
    return pact
      .addInteraction()
      .given('agents exist')
      .uponReceiving('a request for the agents in Spanish')
      .withRequest('GET', '/api/agents', (req) => req.query({ lang: 'es' }))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getAgents({ query: inLanguage('es') }), 200, reify(body));
      });
  });

  interaction('testimonials: the list', () => {
    const body = eachLike(testimonialTemplate());
    return pact
      .addInteraction()
      .given('testimonials exist')
      .uponReceiving('a request for the testimonials')
      .withRequest('GET', '/api/testimonials')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getTestimonials({}), 200, reify(body));
      });
  });
});

describe('home prices', () => {
  interaction('home prices: the homes on the market, city by city', () => {
    const body = eachLike(cityHomePricesTemplate());
    return pact
      .addInteraction()
      .given('properties exist')
      .uponReceiving('a request for the home prices by city')
      .withRequest('GET', '/api/home-prices')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getHomePrices({}), 200, reify(body));
      });
  });
});

describe('open houses', () => {
  interaction('open houses: a city’s upcoming ones, each with its home (issue 48)', () => {
    const body = eachLike(openHouseTemplate());
    return pact
      .addInteraction()
      .given('open houses are coming up in city irvine', { city: 'irvine' })
      .uponReceiving('a request for the open houses in a city')
      .withRequest('GET', '/api/open-houses', (req) => req.query({ city: 'irvine' }))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getOpenHouses({ query: { city: 'irvine' } }), 200, reify(body));
      });
  });
});

describe('neighborhoods', () => {
  interaction('neighborhoods: the list', () => {
    const body = eachLike(neighborhoodTemplate());
    return pact
      .addInteraction()
      .given('neighborhoods exist')
      .uponReceiving('a request for the neighborhoods')
      .withRequest('GET', '/api/neighborhoods')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getNeighborhoods({ query: inLanguage('en') }), 200, reify(body));
      });
  });

  interaction('one neighborhood by slug: its details', () => {
    const body = neighborhoodTemplate({ slug: exactly('irvine') });
    return pact
      .addInteraction()
      .given('neighborhood irvine exists', { id: 'irvine' })
      .uponReceiving('a request for neighborhood irvine')
      .withRequest('GET', '/api/neighborhoods/irvine')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getNeighborhood({ params: { id: 'irvine' }, query: inLanguage('en') }), 200, reify(body));
      });
  });

  interaction('one neighborhood in Spanish: ?lang=es, the same entity with its texts translated', () => {
    const body = neighborhoodTemplate({ slug: exactly('irvine') });
    return pact
      .addInteraction()
      .given('neighborhood irvine exists', { id: 'irvine' })
      .uponReceiving('a request for neighborhood irvine in Spanish')
      .withRequest('GET', '/api/neighborhoods/irvine', (req) => req.query({ lang: 'es' }))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getNeighborhood({ params: { id: 'irvine' }, query: inLanguage('es') }), 200, reify(body));
      });
  });

  interaction('an unknown neighborhood: 404 with its message (the "Neighborhood Not Found" page)', () => {
    const body = errorTemplate('Neighborhood not found.');
    return pact
      .addInteraction()
      .given('no neighborhood no-such-place', { id: 'no-such-place' })
      .uponReceiving('a request for neighborhood no-such-place, which does not exist')
      .withRequest('GET', '/api/neighborhoods/no-such-place')
      .willRespondWith(404, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getNeighborhood({ params: { id: 'no-such-place' }, query: inLanguage('en') }), 404, reify(body));
      });
  });
});

describe('hot listings', () => {
  interaction('hot listings: the list', () => {
    const body = eachLike(hotListingTemplate());
    return pact
      .addInteraction()
      .given('hot listings are available')
      .uponReceiving('a request for the hot listings')
      .withRequest('GET', '/api/hot-listings')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getHotListings({}), 200, reify(body));
      });
  });

  interaction('hot listings from an MLS: office, photos, updated-at and the MLS attribution', () => {
    const body = eachLike(mlsHotListingTemplate());
    return pact
      .addInteraction()
      .given('hot listings come from an MLS')
      .uponReceiving('a request for the hot listings when they come from an MLS')
      .withRequest('GET', '/api/hot-listings')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getHotListings({}), 200, reify(body));
      });
  });

  interaction('the listing provider is down: 502 with its message', () => {
    const body = errorTemplate('The listing provider is unavailable.');
    return pact
      .addInteraction()
      .given('the listing provider is down')
      .uponReceiving('a request for the hot listings while the listing provider is down')
      .withRequest('GET', '/api/hot-listings')
      .willRespondWith(502, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getHotListings({}), 502, reify(body));
      });
  });
});

describe('cities', () => {
  interaction('cities: the list', () => {
    const body = eachLike(citySummaryTemplate());
    return pact
      .addInteraction()
      .given('cities exist')
      .uponReceiving('a request for the cities')
      .withRequest('GET', '/api/cities')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getCities({ query: inLanguage('en') }), 200, reify(body));
      });
  });

  interaction('one city: its detail object', () => {
    const body = cityDetailTemplate({ slug: exactly('irvine') });
    return pact
      .addInteraction()
      .given('city irvine exists', { slug: 'irvine' })
      .uponReceiving('a request for city irvine')
      .withRequest('GET', '/api/cities/irvine')
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getCity({ params: { slug: 'irvine' }, query: inLanguage('en') }), 200, reify(body));
      });
  });

  interaction('an unknown city: 404 with its message', () =>
    pact
      .addInteraction()
      .given('no city atlantis', { slug: 'atlantis' })
      .uponReceiving('a request for city atlantis, which does not exist')
      .withRequest('GET', '/api/cities/atlantis')
      .willRespondWith(404, (res) => res.headers(JSON_TYPE).jsonBody(errorTemplate('City not found.')))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getCity({ params: { slug: 'atlantis' }, query: inLanguage('en') }), 404, { message: 'City not found.' });
      }),
  );

  interaction('the city guide provider is down: the list answers 502 with its message', () => {
    const body = errorTemplate('The city guide provider is unavailable.');
    return pact
      .addInteraction()
      .given('the city guide provider is down')
      .uponReceiving('a request for the cities while the city guide provider is down')
      .withRequest('GET', '/api/cities')
      .willRespondWith(502, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getCities({ query: inLanguage('en') }), 502, reify(body));
      });
  });

  interaction('the city guide provider is down: a city answers 502 with its message', () =>
    pact
      .addInteraction()
      .given('the city guide provider is down')
      .uponReceiving('a request for city irvine while the city guide provider is down')
      .withRequest('GET', '/api/cities/irvine')
      .willRespondWith(502, (res) => res.headers(JSON_TYPE).jsonBody(errorTemplate('The city guide provider is unavailable.')))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getCity({ params: { slug: 'irvine' }, query: inLanguage('en') }), 502, { message: 'The city guide provider is unavailable.' });
      }),
  );
});

describe('leads', () => {
  // `page` is added by the app (the path the form was sent from); a server stores it with the lead.
  const shortContact = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '(949) 555-0142', address: '12 Harbor View, Newport Beach', page: '/neighborhoods/irvine' };
  const fullContact = {
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    phone: '(949) 555-0142',
    message: 'We would like to see homes near the beach this spring.',
    propertyInterest: 'Buying' as const,
    howDidYouHear: 'Friend' as const,
  };
  const subscription = { name: 'Ana Ruiz', email: 'ana@example.com', interest: 'Market updates' };

  interaction('short contact form: 201, the stored lead', () => {
    const body = createdTemplate();
    return pact
      .addInteraction()
      .given('leads can be stored')
      .uponReceiving('a short contact form')
      .withRequest('POST', '/api/contact', (req) => req.headers(JSON_TYPE).jsonBody(shortContact))
      .willRespondWith(201, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expect(await siteApi(server).sendContact(shortContact)).toEqual(reify(body));
      });
  });

  interaction('full contact form: 201, the stored lead', () => {
    const body = createdTemplate();
    return pact
      .addInteraction()
      .given('leads can be stored')
      .uponReceiving('a full contact form')
      .withRequest('POST', '/api/contact', (req) => req.headers(JSON_TYPE).jsonBody(fullContact))
      .willRespondWith(201, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expect(await siteApi(server).sendContact(fullContact)).toEqual(reify(body));
      });
  });

  interaction('subscription: 201, the stored lead', () => {
    const body = createdTemplate();
    return pact
      .addInteraction()
      .given('leads can be stored')
      .uponReceiving('a subscription')
      .withRequest('POST', '/api/subscribe', (req) => req.headers(JSON_TYPE).jsonBody(subscription))
      .willRespondWith(201, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expect(await siteApi(server).subscribe(subscription)).toEqual(reify(body));
      });
  });

  interaction('the database is unavailable: a contact form answers 503 with Retry-After, thrown as "503: {body}"', () => {
    const body = errorTemplate('We cannot take this request right now. Please try again in a moment.');
    return pact
      .addInteraction()
      .given('the database is unavailable')
      .uponReceiving('a short contact form while the database is unavailable')
      .withRequest('POST', '/api/contact', (req) => req.headers(JSON_TYPE).jsonBody(shortContact))
      .willRespondWith(503, (res) => res.headers({ ...JSON_TYPE, 'Retry-After': MatchersV3.regex('^[1-9][0-9]*$', '5') }).jsonBody(body))
      .executeTest(async (server) => {
        expectApiError(await failure(siteApi(server).sendContact(shortContact)), 503, reify(body));
      });
  });

  interaction('invalid short contact form: 400 with field issues, thrown as "400: {body}"', () => {
    const invalid = { ...shortContact, email: 'not-an-email' };
    const body = validationErrorTemplate({
      message: 'The request body is invalid.',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    return pact
      .addInteraction()
      .uponReceiving('a short contact form with an invalid email')
      .withRequest('POST', '/api/contact', (req) => req.headers(JSON_TYPE).jsonBody(invalid))
      .willRespondWith(400, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectApiError(await failure(siteApi(server).sendContact(invalid)), 400, reify(body));
      });
  });

  interaction('invalid full contact form: 400 with field issues, thrown as "400: {body}"', () => {
    const invalid = { ...fullContact, message: '' };
    const body = validationErrorTemplate({
      message: 'The request body is invalid.',
      issues: [{ path: 'message', message: 'Please enter your message' }],
    });
    return pact
      .addInteraction()
      .uponReceiving('a full contact form without a message')
      .withRequest('POST', '/api/contact', (req) => req.headers(JSON_TYPE).jsonBody(invalid))
      .willRespondWith(400, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectApiError(await failure(siteApi(server).sendContact(invalid)), 400, reify(body));
      });
  });

  interaction('invalid subscription: 400 with field issues, thrown as "400: {body}"', () => {
    const invalid = { ...subscription, name: '' };
    const body = validationErrorTemplate({
      message: 'The request body is invalid.',
      issues: [{ path: 'name', message: 'Please enter your name' }],
    });
    return pact
      .addInteraction()
      .uponReceiving('a subscription without a name')
      .withRequest('POST', '/api/subscribe', (req) => req.headers(JSON_TYPE).jsonBody(invalid))
      .willRespondWith(400, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectApiError(await failure(siteApi(server).subscribe(invalid)), 400, reify(body));
      });
  });
});

describe('leads from a Spanish page (decision 0033)', () => {
  // The app sends the page's language; the server answers a 400's messages in it, saying so.
  const SPANISH = { 'Accept-Language': 'es-US' };
  const shortContact = { name: 'Lucía Hernández', email: 'lucia@example.com', phone: '(714) 555-0163', page: '/es/neighborhoods/irvine' };

  interaction('a Spanish short contact form: 201, the stored lead', () => {
    const body = createdTemplate();
    return pact
      .addInteraction()
      .given('leads can be stored')
      .uponReceiving('a short contact form from a Spanish page')
      .withRequest('POST', '/api/contact', (req) => req.headers({ ...JSON_TYPE, ...SPANISH }).jsonBody(shortContact))
      .willRespondWith(201, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expect(await siteApi(server).sendContact(shortContact, 'es')).toEqual(reify(body));
      });
  });

  interaction('an invalid Spanish short contact form: 400 with the messages in Spanish, Content-Language es-US', () => {
    const invalid = { ...shortContact, email: 'lucia@' };
    // Exact texts: the form shows them as they come.
    const body = exactly({ message: 'El cuerpo de la solicitud no es válido.', issues: [{ path: 'email', message: 'Escriba un correo electrónico válido' }] });
    return pact
      .addInteraction()
      .uponReceiving('a short contact form from a Spanish page with an invalid email')
      .withRequest('POST', '/api/contact', (req) => req.headers({ ...JSON_TYPE, ...SPANISH }).jsonBody(invalid))
      .willRespondWith(400, (res) => res.headers({ ...JSON_TYPE, 'Content-Language': 'es-US' }).jsonBody(body))
      .executeTest(async (server) => {
        expectApiError(await failure(siteApi(server).sendContact(invalid, 'es')), 400, reify(body));
      });
  });

  interaction('an invalid Spanish subscription: 400 with the messages in Spanish, Content-Language es-US', () => {
    const invalid = { name: 'Lucía Hernández', email: 'lucia@example.com', interest: '', page: '/es' };
    const body = exactly({ message: 'El cuerpo de la solicitud no es válido.', issues: [{ path: 'interest', message: 'Elija qué le interesa' }] });
    return pact
      .addInteraction()
      .uponReceiving('a subscription from a Spanish page without an interest')
      .withRequest('POST', '/api/subscribe', (req) => req.headers({ ...JSON_TYPE, ...SPANISH }).jsonBody(invalid))
      .willRespondWith(400, (res) => res.headers({ ...JSON_TYPE, 'Content-Language': 'es-US' }).jsonBody(body))
      .executeTest(async (server) => {
        expectApiError(await failure(siteApi(server).subscribe(invalid, 'es')), 400, reify(body));
      });
  });
});

describe('alerts (decision 0038)', () => {
  const searchAlert = { email: 'ana@example.com', frequency: 'daily' as const, consent: true, search: 'city=irvine&minBeds=3', page: '/properties?city=irvine&minBeds=3' };

  interaction('a search alert: 201, the stored request (nothing is sent but a request to confirm)', () => {
    const body = createdTemplate();
    return pact
      .addInteraction()
      .given('leads can be stored')
      .uponReceiving('an alert for a search')
      .withRequest('POST', '/api/alerts', (req) => req.headers(JSON_TYPE).jsonBody(searchAlert))
      .willRespondWith(201, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expect(await siteApi(server).createAlert(searchAlert)).toEqual(reify(body));
      });
  });

  interaction('a home alert from a Spanish page: 201', () => {
    const homeAlert = { email: 'lucia@example.com', frequency: 'instant' as const, consent: true, propertyId: 'pcr-1001', page: '/es/properties/pcr-1001' };
    const body = createdTemplate();
    return pact
      .addInteraction()
      .given('leads can be stored')
      .uponReceiving('an alert for one home from a Spanish page')
      .withRequest('POST', '/api/alerts', (req) => req.headers({ ...JSON_TYPE, 'Accept-Language': 'es-US' }).jsonBody(homeAlert))
      .willRespondWith(201, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expect(await siteApi(server).createAlert(homeAlert, 'es')).toEqual(reify(body));
      });
  });

  interaction('an alert without the consent: 400 with the field issue, thrown as "400: {body}"', () => {
    const invalid = { ...searchAlert, consent: false };
    // Exact texts: the form shows them as they come.
    const body = exactly({ message: 'The request body is invalid.', issues: [{ path: 'consent', message: 'Please agree to receive these e-mails' }] });
    return pact
      .addInteraction()
      .uponReceiving('an alert for a search without the consent')
      .withRequest('POST', '/api/alerts', (req) => req.headers(JSON_TYPE).jsonBody(invalid))
      .willRespondWith(400, (res) => res.headers(JSON_TYPE).jsonBody(body))
      .executeTest(async (server) => {
        expectApiError(await failure(siteApi(server).createAlert(invalid)), 400, reify(body));
      });
  });
});

describe('managing alerts from the link of an alert e-mail (decision 0038)', () => {
  const link = { lead: '3b9d6f0e-2a41-4c57-8e93-5f1a7c2d4b60', token: 'mA9xK2pQ7rT4vW1yZ3bC5dE8fG0hJ6kL2nP4sU7wX9z' };
  const state = { ...link, search: '3b9d6f0e-2a41-4c57-8e93-5f1a7c2d4b60', home: '8c1e4a7b-6d92-4f03-b5e8-2a9c0f6d1e74' };
  const searchAlert = { id: state.search, subject: { kind: 'search', search: { city: 'irvine', minBeds: 3 } }, frequency: 'daily', paused: false, confirmed: true, createdAt: '2026-11-20T17:00:00.000Z' };
  const homeAlert = { id: state.home, subject: { kind: 'home', propertyId: 'pcr-1001' }, frequency: 'instant', paused: false, confirmed: false, createdAt: '2026-11-21T17:00:00.000Z' };

  interaction('the alerts of the address', () =>
    pact
      .addInteraction()
      .given('an address has two alerts', state)
      .uponReceiving('a request for the alerts of a manage link')
      .withRequest('GET', '/api/alerts/manage', (req) => req.query(link))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(exactly({ alerts: [searchAlert, homeAlert] })))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getManagedAlerts({ query: link }), 200, { alerts: [searchAlert, homeAlert] });
      }),
  );

  interaction('pausing one: the alerts left, that one paused', () =>
    pact
      .addInteraction()
      .given('an address has two alerts', state)
      .uponReceiving('pausing the home alert of a manage link')
      .withRequest('POST', '/api/alerts/manage', (req) => req.query(link).headers(JSON_TYPE).jsonBody({ action: 'pause', alert: state.home }))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(exactly({ alerts: [searchAlert, { ...homeAlert, paused: true }] })))
      .executeTest(async (server) => {
        expect(await siteApi(server).manageAlerts(link.lead, link.token, { action: 'pause', alert: state.home })).toEqual({ alerts: [searchAlert, { ...homeAlert, paused: true }] });
      }),
  );

  interaction('deleting them all: none left', () =>
    pact
      .addInteraction()
      .given('an address has two alerts', state)
      .uponReceiving('deleting every alert of a manage link')
      .withRequest('POST', '/api/alerts/manage', (req) => req.query(link).headers(JSON_TYPE).jsonBody({ action: 'delete-all' }))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(exactly({ alerts: [] })))
      .executeTest(async (server) => {
        expect(await siteApi(server).manageAlerts(link.lead, link.token, { action: 'delete-all' })).toEqual({ alerts: [] });
      }),
  );

  interaction('a link not ours: 404 with its message', () => {
    const invalid = exactly({ message: 'This link to manage alerts is not valid.' });
    return pact
      .addInteraction()
      .given('the manage link is not valid')
      .uponReceiving('a request for the alerts of a manage link that is not valid')
      .withRequest('GET', '/api/alerts/manage', (req) => req.query(link))
      .willRespondWith(404, (res) => res.headers(JSON_TYPE).jsonBody(invalid))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getManagedAlerts({ query: link }), 404, reify(invalid));
      });
  });
});

describe('confirming a subscription (double opt-in, decision 0037)', () => {
  // The link of the e-mail a subscription sends: the lead and its confirmation token.
  const link = { lead: '7d3f2c1e-5b8a-4f61-9c2d-0e4b6a8f1d23', token: 'Vq3nX0cC2e8bM4k7T1rZ9yL5aP6sD0fG2hJ4kL6mN8o' };
  const invalidLink = exactly({ message: 'This confirmation link is not valid or has expired.' });

  interaction('a subscription waiting for confirmation: its state', () =>
    pact
      .addInteraction()
      .given('a subscription waits for confirmation', link)
      .uponReceiving('a request for the state of a subscription waiting for confirmation')
      .withRequest('GET', '/api/subscribe/confirm', (req) => req.query(link))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(exactly({ confirmed: false, kind: 'subscription' })))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getSubscriptionConfirmation({ query: link }), 200, { confirmed: false, kind: 'subscription' });
      }),
  );

  interaction('confirming it: confirmed', () =>
    pact
      .addInteraction()
      .given('a subscription waits for confirmation', link)
      .uponReceiving('the confirmation of a subscription by the button of its page')
      .withRequest('POST', '/api/subscribe/confirm', (req) => req.query(link).headers({ 'Content-Type': MatchersV3.regex('^application/x-www-form-urlencoded(;.*)?$', 'application/x-www-form-urlencoded') }))
      .willRespondWith(200, (res) => res.headers(JSON_TYPE).jsonBody(exactly({ confirmed: true, kind: 'subscription' })))
      .executeTest(async (server) => {
        expect(await siteApi(server).confirmSubscription(link.lead, link.token)).toEqual({ confirmed: true, kind: 'subscription' });
      }),
  );

  interaction('a link not valid or expired: 404 with its message', () =>
    pact
      .addInteraction()
      .given('the confirmation link is not valid or has expired')
      .uponReceiving('a request for the state of a subscription by a link that is not valid')
      .withRequest('GET', '/api/subscribe/confirm', (req) => req.query(link))
      .willRespondWith(404, (res) => res.headers(JSON_TYPE).jsonBody(invalidLink))
      .executeTest(async (server) => {
        expectRead(await pageReads(server).getSubscriptionConfirmation({ query: link }), 404, reify(invalidLink));
      }),
  );
});

describe(`the committed pact (pacts/${PACT_FILE_NAME})`, () => {
  it('is what these tests generate', () => {
    // A failing run writes only part of the pact: comparing it would only add noise to the failures above.
    if (passed < defined) expect.fail(`cannot check the pact: only ${passed} of ${defined} interactions passed in this run`);
    const generated = normalizePact(readPact(path.join(outDir, PACT_FILE_NAME)) ?? {});
    const text = serializePact(generated);
    if (process.env.PACT_UPDATE === '1') {
      fs.mkdirSync(path.dirname(committedPactPath), { recursive: true });
      fs.writeFileSync(committedPactPath, text);
      return;
    }
    const committedText = fs.existsSync(committedPactPath) ? fs.readFileSync(committedPactPath, 'utf8') : undefined;
    if (committedText === text) return;
    const changes = describePactChanges(readPact(committedPactPath), generated);
    expect.fail(
      [
        `pacts/${PACT_FILE_NAME} is out of date with the consumer tests:`,
        ...(changes.length > 0 ? changes : ['~ formatting differs']).map((line) => `  ${line}`),
        `Run \`${UPDATE_COMMAND}\`, check the diff and commit the file (backend teams verify against it).`,
      ].join('\n'),
    );
  });
});
