import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import contractsPackage from '../package.json' with { type: 'json' };
import { MIN_INTEREST_LENGTH, MIN_MESSAGE_LENGTH, MIN_NAME_LENGTH, MIN_PHONE_LENGTH } from './constants.js';
import { apiContract } from './contract.js';
import { buildOpenApi, serializeOpenApiDocument, toOpenApiPath, type OpenApiDocument } from './openapi.js';
import { PropertyStatusSchema, RegionSchema } from './schemas/entities.js';
import { ContactRequestSchema, HOW_DID_YOU_HEAR, PROPERTY_INTERESTS, SubscribeFormSchema } from './schemas/forms.js';

const { document, losses } = buildOpenApi();
const schemas = document.components.schemas;
const routes = Object.entries(apiContract);
const operationOf = (route: (typeof apiContract)[keyof typeof apiContract]) =>
  document.paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()];

/** The document's component schemas, compiled by a JSON Schema 2020-12 validator (formats not checked). */
function schemaValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
  ajv.addKeyword('components');
  ajv.addSchema({ $id: 'urn:pcr:openapi', components: doc.components });
  return (name: string) => {
    const check = ajv.getSchema(`urn:pcr:openapi#/components/schemas/${name}`);
    if (!check) throw new Error(`no schema ${name}`);
    return check;
  };
}

describe('contracts/openapi.json', () => {
  it('is what the contract generates now', () => {
    const committed = readFileSync(fileURLToPath(new URL('../openapi.json', import.meta.url)), 'utf8');
    expect(committed, 'contracts/openapi.json is out of date with the contract: run `npm run openapi` and commit it').toBe(
      serializeOpenApiDocument(document),
    );
  });

  it('is the same on every build (deterministic)', () => {
    expect(serializeOpenApiDocument(buildOpenApi().document)).toBe(serializeOpenApiDocument(document));
  });
});

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (schema and spec rules: path parameters, unique operationIds)', async () => {
    const result = await validate(structuredClone(document) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every component compiling as JSON Schema 2020-12 in strict mode', () => {
    const schemaNamed = schemaValidator(document);
    for (const name of Object.keys(schemas)) expect(() => schemaNamed(name), name).not.toThrow();
  });

  it('names the API, its version and server', () => {
    expect(document.info.title).toBe('Pacific Crest Realty API');
    expect(document.info.version).toBe(contractsPackage.version);
    expect(document.servers).toEqual([{ url: '/' }]);
    const tagNames = document.tags.map((t) => t.name);
    for (const operation of Object.values(document.paths).flatMap((p) => Object.values(p))) {
      expect(operation.tags.every((tag) => tagNames.includes(tag)), operation.operationId).toBe(true);
    }
  });

  it('has every contract route, with its method, path, parameters, body and every status', () => {
    expect(routes).toHaveLength(26);
    const operationCount = Object.values(document.paths).reduce((n, p) => n + Object.keys(p).length, 0);
    expect(operationCount).toBe(routes.length);
    for (const [key, route] of routes) {
      const operation = operationOf(route);
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      if (!operation) continue;
      expect(operation.operationId).toBe(key);
      expect(operation.summary).toBe(route.summary);
      expect(Object.keys(operation.responses).sort(), key).toEqual([...Object.keys(route.responses), '500'].sort());
      for (const response of Object.values(operation.responses)) {
        expect(response.content['application/json']?.schema, key).toBeDefined();
      }
      const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(operation.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? [], key).toEqual(pathParams);
      expect(operation.requestBody !== undefined, key).toBe(route.method === 'POST');
    }
  });

  it('answers 429 with Retry-After and 500 on every operation, as decisions.md says', () => {
    for (const [key, route] of routes) {
      const responses = operationOf(route)?.responses ?? {};
      expect(responses['429']?.content['application/json']?.schema, key).toEqual({ $ref: '#/components/schemas/Error' });
      expect(responses['429']?.headers, key).toHaveProperty('Retry-After');
      expect(responses['500']?.content['application/json']?.schema, key).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });
});

describe('schema conversion', () => {
  it('keeps entity fields, types and requirements (Property)', () => {
    const property = schemas.Property;
    expect(property?.type).toBe('object');
    expect(property?.required).toEqual(expect.arrayContaining(['id', 'price', 'status', 'agent', 'neighborhood']));
    expect(property?.required).not.toContain('description');
    expect(property?.properties?.price).toEqual({ type: 'number', minimum: 0 });
    expect(property?.properties?.bedrooms).toEqual({ type: 'integer', minimum: 0 });
    expect(property?.properties?.bathrooms).toMatchObject({ type: 'number', multipleOf: 0.5 });
    expect(property?.properties?.status).toEqual({ $ref: '#/components/schemas/PropertyStatus' });
    expect(property?.properties?.agent).toEqual({ $ref: '#/components/schemas/AgentSummary' });
    expect(schemas.PropertyStatus).toEqual({ type: 'string', enum: PropertyStatusSchema.options });
    expect(schemas.Region).toEqual({ type: 'string', enum: RegionSchema.options });
    expect(schemas.Testimonial?.properties?.rating).toEqual({ type: 'number', minimum: 0.5, maximum: 5, multipleOf: 0.5 });
    expect(schemas.Neighborhood?.properties?.marketTrendsUpdated).toEqual({ type: 'string', format: 'date' });
    expect(schemas.Created?.properties?.receivedAt).toEqual({ type: 'string', format: 'date-time' });
  });

  it('answers with the shared schemas by reference', () => {
    const schemaOf = (key: keyof typeof apiContract, status: string) =>
      operationOf(apiContract[key])?.responses[status]?.content['application/json']?.schema;
    expect(schemaOf('getProperties', '200')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Property' } });
    expect(schemaOf('getCity', '200')).toEqual({ $ref: '#/components/schemas/CityDetail' });
    expect(schemaOf('getCities', '200')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/CitySummary' } });
    expect(schemaOf('getCity', '404')).toEqual({ $ref: '#/components/schemas/Error' });
    expect(schemaOf('getHotListings', '502')).toEqual({ $ref: '#/components/schemas/Error' });
    expect(schemaOf('createContact', '201')).toEqual({ $ref: '#/components/schemas/Created' });
    for (const key of ['createContact', 'createSubscription', 'getProperties'] as const) {
      expect(schemaOf(key, '400'), key).toEqual({ $ref: '#/components/schemas/ValidationError' });
    }
    expect(schemas.ValidationError?.properties?.issues).toEqual({ type: 'array', items: { $ref: '#/components/schemas/FieldIssue' } });
  });

  it('documents the request bodies and parameters', () => {
    const body = (key: keyof typeof apiContract) => operationOf(apiContract[key])?.requestBody;
    expect(body('createContact')).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/ContactRequest' } } } });
    expect(body('createSubscription')?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/SubscribeRequest' });
    expect(operationOf(apiContract.getProperties)?.parameters).toEqual([
      { name: 'neighborhood', in: 'query', required: false, schema: { type: 'string', minLength: 1, maxLength: 200 } },
      { name: 'city', in: 'query', required: false, schema: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100 } },
      { name: 'minPrice', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d{1,10}$' } },
      { name: 'maxPrice', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d{1,10}$' } },
      { name: 'minBeds', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d{1,2}$' } },
      { name: 'minBaths', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d{1,2}$' } },
      { name: 'type', in: 'query', required: false, schema: { type: 'string', enum: ['single-family', 'condo', 'townhouse', 'multi-family'] } },
      { name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: ['price-asc', 'price-desc', 'newest'] } },
    ]);
    expect(operationOf(apiContract.getCity)?.parameters).toEqual([
      { name: 'slug', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } },
      // The language of the guide's texts (decision 0035).
      { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'es'] } },
    ]);
  });

  it('documents Accept-Language on the lead endpoints, and the language of their 400 (decision 0033)', () => {
    for (const key of ['createContact', 'createSubscription'] as const) {
      const operation = operationOf(apiContract[key]);
      expect(operation?.parameters).toEqual([
        { name: 'Accept-Language', in: 'header', required: false, description: expect.stringContaining('Spanish for `es`'), schema: { type: 'string' } },
      ]);
      expect(operation?.responses['400']?.headers).toEqual({
        'Content-Language': { description: 'The language of the messages', schema: { type: 'string', enum: ['en-US', 'es-US'] } },
        Vary: { description: 'Includes Accept-Language', schema: { type: 'string' } },
      });
      expect(operation?.responses['201']?.headers).toBeUndefined();
    }
    // The other endpoints answer in English only: no such header.
    expect(operationOf(apiContract.getProperties)?.responses['400']?.headers).toBeUndefined();
  });

  it('keeps the picklists and their defaults, and requires the fields a person must fill', () => {
    const full = schemas.FullContactForm;
    expect(full?.properties?.propertyInterest).toEqual({ type: 'string', enum: [...PROPERTY_INTERESTS], default: PROPERTY_INTERESTS[0] });
    expect(full?.properties?.howDidYouHear).toEqual({ type: 'string', enum: [...HOW_DID_YOU_HEAR], default: HOW_DID_YOU_HEAR[0] });
    // Missing fields default to "" only so they report their own message: they are required, without that default.
    expect(full?.required).toEqual(['name', 'email', 'phone', 'message']);
    expect(full?.properties?.name).toEqual({ type: 'string', minLength: MIN_NAME_LENGTH, maxLength: 200, pattern: expect.any(String) });
    expect(full?.properties?.message).toEqual({ type: 'string', minLength: MIN_MESSAGE_LENGTH, maxLength: 5000 });
    expect(schemas.ShortContactForm?.required).toEqual(['name', 'email', 'phone']);
    expect(schemas.ShortContactForm?.properties?.phone).toEqual({ type: 'string', minLength: MIN_PHONE_LENGTH, maxLength: 40 });
    expect(schemas.ShortContactForm?.properties?.email).toMatchObject({ type: 'string', format: 'email' });
    // The subscribe form's interest is free text (the interests are the form's suggestions, not a picklist).
    expect(schemas.SubscribeRequest?.required).toEqual(['name', 'email', 'interest']);
    expect(schemas.SubscribeRequest?.properties?.interest).toEqual({ type: 'string', minLength: MIN_INTEREST_LENGTH, maxLength: 200 });
  });

  it('describes the contact body as either form, split on `message` as the server splits it', () => {
    expect(schemas.ContactRequest?.oneOf).toHaveLength(2);
    const schemaNamed = schemaValidator(document);
    const cases: [string, v.GenericSchema, string, unknown][] = [];
    const contact = (label: string, body: unknown) => cases.push([label, ContactRequestSchema as v.GenericSchema, 'ContactRequest', body]);
    const subscribe = (label: string, body: unknown) => cases.push([label, SubscribeFormSchema, 'SubscribeRequest', body]);
    const short = { name: 'Maya Chen', email: 'maya@example.com', phone: '(949) 555-0101' };
    contact('short form', short);
    contact('short form with address', { ...short, address: '12 Harbor View' });
    contact('short form without phone', { name: short.name, email: short.email });
    contact('short form with a 1-letter name', { ...short, name: 'M' });
    contact('full form', { ...short, message: 'Looking for a 3-bedroom home in Irvine.' });
    contact('full form with its picklists', { ...short, message: 'Hello there', propertyInterest: 'Selling', howDidYouHear: 'Friend' });
    contact('full form with an unknown interest', { ...short, message: 'Hello there', propertyInterest: 'Renting' });
    contact('full form with a too-short message', { ...short, message: 'Hi' });
    contact('full form with an empty message', { ...short, message: '' });
    contact('full form without phone', { name: short.name, email: short.email, message: 'Hello there' });
    contact('empty body', {});
    contact('not an object', 'hello');
    subscribe('subscription', { name: 'Maya Chen', email: 'maya@example.com', interest: 'Market updates' });
    subscribe('subscription without interest', { name: 'Maya Chen', email: 'maya@example.com' });
    subscribe('subscription with a too-long interest', { name: 'Maya Chen', email: 'maya@example.com', interest: 'x'.repeat(201) });
    for (const [label, valibot, name, body] of cases) {
      const server = v.safeParse(valibot, body).success;
      expect(schemaNamed(name)(body), `${label}: the server ${server ? 'accepts' : 'rejects'} it`).toBe(server);
    }
    // Both verdicts occur, so the comparison means something.
    expect(new Set(cases.map(([, valibot, , body]) => v.safeParse(valibot, body).success))).toEqual(new Set([true, false]));
  });

  it('loses only what is documented in contracts/src/openapi.ts', () => {
    expect(
      losses.map((loss) => loss.split(':')[0]),
      'a schema uses something JSON Schema cannot express: document the loss in contracts/src/openapi.ts and here',
    ).toEqual(['check', 'finite', 'raw_check', 'trim']);
  });
});
