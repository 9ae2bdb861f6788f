import { cities, neighborhoods, properties } from '@pcr/content';
import { buildOpenApiDocument, toOpenApiPath } from '@pcr/contracts/openapi';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startApp, type RunningApp } from './helpers.js';

let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI document generated from the contract, as JSON', async () => {
    const res = await fetch(`${app.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(buildOpenApiDocument());
  });

  it('is not confused with an unknown /api path, which still answers 404', async () => {
    const res = await fetch(`${app.baseUrl}/api/openapi.yaml`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.' });
  });
});

describe('the served document describes what this server answers', () => {
  /** The response schema of an operation in the served document, compiled (formats are not checked). */
  let responseValidator: (method: string, contractPath: string, status: number) => (body: unknown) => boolean;

  beforeAll(async () => {
    const served = await (await fetch(`${app.baseUrl}/api/openapi.json`)).json();
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(served, 'urn:pcr:openapi');
    const pointer = (...segments: string[]) => segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');
    responseValidator = (method, contractPath, status) => {
      const ref = `urn:pcr:openapi#/${pointer('paths', toOpenApiPath(contractPath), method, 'responses', String(status), 'content', 'application/json', 'schema')}`;
      const check = ajv.getSchema(ref);
      if (!check) throw new Error(`no schema at ${ref}`);
      return (body) => {
        if (check(body) !== true) expect.fail(`${method} ${contractPath} ${status}: ${ajv.errorsText(check.errors)}`);
        return true;
      };
    };
  });

  it.each([
    ['/api/properties/featured', '/api/properties/featured', 200],
    ['/api/properties', '/api/properties', 200],
    [`/api/properties/${properties[0]!.id}`, '/api/properties/:id', 200],
    ['/api/properties/no-such-home', '/api/properties/:id', 404],
    ['/api/properties?neighborhood=', '/api/properties', 400],
    ['/api/agents', '/api/agents', 200],
    ['/api/testimonials', '/api/testimonials', 200],
    ['/api/neighborhoods', '/api/neighborhoods', 200],
    [`/api/neighborhoods/${neighborhoods[0]!.slug}`, '/api/neighborhoods/:id', 200],
    ['/api/hot-listings', '/api/hot-listings', 200],
    ['/api/cities', '/api/cities', 200],
    [`/api/cities/${cities[0]!.slug}`, '/api/cities/:slug', 200],
    ['/api/cities/atlantis', '/api/cities/:slug', 404],
    ['/api/sell/market?city=irvine&type=single-family&beds=4&baths=2.5&area=2600', '/api/sell/market', 200],
    ['/api/sell/market?city=atlantis&type=condo&beds=2&baths=2&area=1200', '/api/sell/market', 400],
  ])('GET %s', async (url, contractPath, status) => {
    const res = await fetch(app.baseUrl + url);
    expect(res.status).toBe(status);
    expect(responseValidator('get', contractPath, status)(await res.json())).toBe(true);
  });

  it.each([
    ['/api/contact', { name: 'Dana Whitfield', email: 'dana@example.com', phone: '(949) 555-0199' }, 201],
    ['/api/contact', { name: 'D', email: 'dana@example.com', phone: '(949) 555-0199', message: 'Hi' }, 400],
    ['/api/subscribe', { name: 'Dana Whitfield', email: 'dana@example.com', interest: 'Market updates' }, 201],
    ['/api/subscribe', { name: 'Dana Whitfield' }, 400],
    [
      '/api/sell',
      {
        street: '18 Canyon View',
        city: 'irvine',
        zip: '92618',
        propertyType: 'single-family',
        bedrooms: 4,
        bathrooms: 2.5,
        livingArea: 2600,
        condition: 'needs-updates',
        timeline: '3-to-6-months',
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '(949) 555-0199',
        consent: true,
      },
      201,
    ],
    ['/api/sell', { street: '18 Canyon View', city: 'atlantis' }, 400],
  ])('POST %s → %i', async (url, body, status) => {
    const res = await postJson(app.baseUrl, url, body);
    expect(res.status).toBe(status);
    expect(responseValidator('post', url, status)(await res.json())).toBe(true);
  });
});
