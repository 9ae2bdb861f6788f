/**
 * The OpenAPI 3.1 document of the API, generated from `apiContract` and its valibot schemas, for
 * backend teams and tools. `npm run openapi` writes it to contracts/openapi.json; the API serves it
 * at GET /api/openapi.json. Import it as `@pcr/contracts/openapi` (kept out of the main entry so
 * the web bundle never carries the converter).
 *
 * Conversion choices:
 * - Schemas become JSON Schema 2020-12 (OpenAPI 3.1's dialect). Request schemas (body, query, path)
 *   are converted as their input type (what a client sends), responses as their output type.
 * - Shared entities are `components.schemas` reached by `$ref` (see `responseComponents` and
 *   `requestComponents`); everything else is inlined.
 * - `errorMode: 'ignore'`, deliberately: a valibot action JSON Schema cannot express must not stop
 *   the server from starting, and the converter then keeps everything it can. Every such loss is
 *   recorded instead (`buildOpenApi().losses`) and a test pins the list, so a new one is a
 *   conscious decision. What is lost today:
 *   - `trim` (every text of the forms and entities): the server trims surrounding whitespace
 *     before checking lengths and formats, so "  a " fails a 2-character minimum on the server
 *     while the schema's `minLength` accepts it. Said once in `info.description`.
 *   - `finite` (money and percentages): nothing in practice, JSON numbers are always finite.
 *   - `check` (the alert request, decision 0038): its consent must be `true`, it takes either a
 *     search or a property id (not both, not neither), and the search must be a valid /properties
 *     query. Said in the request body's description.
 *   - `raw_check` (a tour request's times, issue 48): each must be ahead, within 14 days and in
 *     office hours, checked against the clock when the request is read; the schema says only "text".
 *     The operation's summary and the 400's field issues say what was wrong.
 *   Formats are approximations by nature: valibot's `email`, `url`, `isoDate` and `isoTimestamp`
 *   checks become `format: email | uri | date | date-time`, which validators implement their own way.
 * - The form fields use `v.optional(schema, '')` so a missing field reports its own message; the
 *   converter would call them optional with default "". A key whose absence the schema rejects is
 *   required, so such fields are listed in `required` and lose the meaningless default. Defaults
 *   that are valid values (the contact form's picklists) stay.
 * - `ContactRequestSchema` is a `v.lazy` that picks the full form when the body has `message` and
 *   the short form otherwise; the converter would only ever see the short form (it calls the getter
 *   with `undefined`). It becomes a `oneOf` of the two forms, split on that same rule.
 */
import { isAppRoute, type AppRoute } from '@ts-rest/core';
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import contractsPackage from '../package.json' with { type: 'json' };
import { apiContract, apiParts } from './contract.js';
import { LOCALE_TAGS } from './locale.js';
import { apiErrorMessages } from './messages.js';
import {
  AgentSchema,
  AgentSummarySchema,
  CityDetailSchema,
  CitySummarySchema,
  HotListingSchema,
  ListingAttributionSchema,
  ListingPhotoSchema,
  NearbyNeighborhoodSchema,
  NeighborhoodSchema,
  PropertySchema,
  PropertyStatusSchema,
  RegionSchema,
  SchoolSchema,
  TestimonialSchema,
} from './schemas/entities.js';
import { CreatedBodySchema, ErrorBodySchema, FieldIssueSchema, ValidationErrorBodySchema } from './schemas/errors.js';
import { ContactRequestSchema, FullContactFormSchema, ShortContactFormSchema, SubscribeFormSchema } from './schemas/forms.js';

type AnySchema = v.GenericSchema;

/** Named schemas of what the server sends (converted as output types). */
const responseComponents: Record<string, AnySchema> = {
  Property: PropertySchema,
  PropertyStatus: PropertyStatusSchema,
  AgentSummary: AgentSummarySchema,
  Agent: AgentSchema,
  Testimonial: TestimonialSchema,
  Region: RegionSchema,
  NearbyNeighborhood: NearbyNeighborhoodSchema,
  Neighborhood: NeighborhoodSchema,
  CitySummary: CitySummarySchema,
  School: SchoolSchema,
  CityDetail: CityDetailSchema,
  HotListing: HotListingSchema,
  ListingPhoto: ListingPhotoSchema,
  ListingAttribution: ListingAttributionSchema,
  Created: CreatedBodySchema,
  Error: ErrorBodySchema,
  FieldIssue: FieldIssueSchema,
  ValidationError: ValidationErrorBodySchema,
};

/** Named schemas of what a client sends (converted as input types). */
const requestComponents: Record<string, AnySchema> = {
  ContactRequest: ContactRequestSchema as AnySchema,
  ShortContactForm: ShortContactFormSchema,
  FullContactForm: FullContactFormSchema,
  SubscribeRequest: SubscribeFormSchema,
};

const componentRef = (name: string) => `#/components/schemas/${name}`;

/** The one field whose presence makes a contact body the full form (see ContactRequestSchema). */
const FULL_FORM_FIELD = 'message';

/** Lazy schemas, each spelled out as the alternatives its getter chooses between. */
const lazyAlternatives = new Map<unknown, JsonSchema>([
  [
    ContactRequestSchema,
    {
      description: `Either contact form. A body with \`${FULL_FORM_FIELD}\` is the full form (/contact); any other body is the short form (home, neighborhood and property pages).`,
      oneOf: [
        { $ref: componentRef('FullContactForm'), type: 'object', required: [FULL_FORM_FIELD] },
        { $ref: componentRef('ShortContactForm'), type: 'object', not: { type: 'object', required: [FULL_FORM_FIELD] } },
      ],
    },
  ],
]);

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

function conversionConfig(typeMode: 'input' | 'output', definitions: Record<string, AnySchema>, losses: Set<string>): ConversionConfig {
  return {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
    definitions,
    overrideRef: ({ referenceId }) => componentRef(referenceId),
    overrideAction: ({ valibotAction, errors }) => {
      for (const message of errors ?? []) losses.add(`${valibotAction.type}: ${message}`);
      return undefined;
    },
    overrideSchema: ({ valibotSchema, jsonSchema, errors }) => {
      const alternatives = lazyAlternatives.get(valibotSchema);
      if (alternatives) return structuredClone(alternatives);
      if (valibotSchema.type === 'lazy') {
        throw new Error('A lazy schema in the contract needs its alternatives spelled out in lazyAlternatives (contracts/src/openapi.ts).');
      }
      for (const message of errors ?? []) losses.add(`${valibotSchema.type}: ${message}`);
      if (OBJECT_TYPES.has(valibotSchema.type)) markEffectivelyRequired(valibotSchema as v.ObjectSchema<v.ObjectEntries, undefined>, jsonSchema);
      return undefined;
    },
  };
}

/** Keys the converter calls optional but whose absence the schema rejects (a default that fails its own checks). */
function markEffectivelyRequired(schema: v.ObjectSchema<v.ObjectEntries, undefined>, jsonSchema: JsonSchema): void {
  const required = new Set(jsonSchema.required ?? []);
  for (const [key, entry] of Object.entries(schema.entries)) {
    if (required.has(key) || v.safeParse(entry, undefined).success) continue;
    required.add(key);
    const property = jsonSchema.properties?.[key];
    if (property && typeof property === 'object') delete property.default;
  }
  jsonSchema.required = Object.keys(schema.entries).filter((key) => required.has(key));
}

function asValibot(schema: unknown, where: string): AnySchema {
  const standard = (schema as { '~standard'?: { vendor?: string } } | null)?.['~standard'];
  if (standard?.vendor !== 'valibot') throw new Error(`${where}: only valibot schemas can be converted to OpenAPI.`);
  return schema as AnySchema;
}

/** One schema as JSON Schema, its definitions left to components.schemas. */
function convert(schema: AnySchema, typeMode: 'input' | 'output', definitions: Record<string, AnySchema>, losses: Set<string>): JsonSchema {
  const { $schema: _dialect, $defs, ...jsonSchema } = toJsonSchema(schema, conversionConfig(typeMode, definitions, losses));
  const strays = Object.keys($defs ?? {}).filter((key) => !(key in definitions));
  if (strays.length > 0) throw new Error(`Unnamed schema definitions ${strays.join(', ')}: name them in contracts/src/openapi.ts.`);
  return jsonSchema;
}

function convertComponents(typeMode: 'input' | 'output', definitions: Record<string, AnySchema>, losses: Set<string>) {
  // Converting any schema with `definitions` converts them all, as $defs: take them from there.
  const { $defs = {} } = toJsonSchema(v.unknown(), conversionConfig(typeMode, definitions, losses));
  return Object.fromEntries(Object.keys(definitions).map((name) => [name, $defs[name] as JsonSchema]));
}

const statusDescriptions: Record<number, string> = {
  200: 'OK',
  201: 'Created: the lead is durably stored',
  400: 'Invalid request: `issues` names each field with the message the forms show',
  404: 'Not found (also when a path parameter is malformed)',
  413: 'Request body too large',
  403: 'The link is not valid (its signature does not match)',
  415: 'The request body is not declared as application/json',
  429: 'Too many requests',
  500: 'Unexpected server error (never a client mistake)',
  502: 'The listing provider is unavailable',
  503: 'Unavailable for a moment (the database, or the listings\' source): try again after Retry-After seconds',
};

/** An operation's tag: its path's part of the API (`apiParts`, beside the routes in contract.ts). */
const tagOf = (path: string): string => {
  const segment = path.split('/')[2] ?? '';
  const part = apiParts[segment];
  if (!part) throw new Error(`${path}: no part of the API for "${segment}" in apiParts (contract.ts)`);
  return part.name;
};

/** The parts' tags, each once, in apiParts' order. */
const tags = [...new Map(Object.values(apiParts).map((part) => [part.name, part])).values()];

/** `/api/cities/:slug` → `/api/cities/{slug}` */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Answers the server can give on any operation beyond what the contract lists. */
const extraResponses = { 500: ErrorBodySchema } as const;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required: boolean; description?: string; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content: Record<string, { schema: JsonSchema }> }>;
}

function parametersOf(
  schema: unknown,
  location: 'path' | 'query',
  where: string,
  losses: Set<string>,
): NonNullable<OpenApiOperation['parameters']> {
  if (schema === undefined || schema === null) return [];
  const object = asValibot(schema, where);
  if (!OBJECT_TYPES.has(object.type)) throw new Error(`${where}: path parameters and queries must be valibot objects.`);
  const entries = (object as unknown as v.ObjectSchema<v.ObjectEntries, undefined>).entries;
  return Object.entries(entries).map(([name, entry]) => ({
    name,
    in: location,
    required: location === 'path' || !v.safeParse(entry, undefined).success,
    schema: convert(entry, 'input', requestComponents, losses),
  }));
}

/** What the request headers a route declares do (the contract names them in lower case). */
const headerDescriptions: Record<string, string> = {
  'accept-language':
    'The language of the validation messages of a 400: Spanish for `es` and its regional tags (`es-MX`, `es-US`), English for anything else or none. q-values are honoured.',
};

/** `accept-language` → `Accept-Language`. */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());

function headerParametersOf(headers: unknown, where: string, losses: Set<string>): NonNullable<OpenApiOperation['parameters']> {
  if (headers === undefined || headers === null) return [];
  return Object.entries(headers as Record<string, unknown>).map(([name, schema]) => {
    const entry = asValibot(schema, `${where} ${name}`);
    return {
      name: headerName(name),
      in: 'header' as const,
      required: !v.safeParse(entry, undefined).success,
      ...(headerDescriptions[name] && { description: headerDescriptions[name] }),
      schema: convert(entry, 'input', requestComponents, losses),
    };
  });
}

/** The headers of a 400 whose messages follow Accept-Language. */
const languageHeaders = {
  'Content-Language': { description: 'The language of the messages', schema: { type: 'string', enum: Object.values(LOCALE_TAGS) } },
  Vary: { description: 'Includes Accept-Language', schema: { type: 'string' } },
};

function operationOf(key: string, route: AppRoute, losses: Set<string>): OpenApiOperation {
  const parameters = [
    ...parametersOf(route.pathParams, 'path', `${key} path parameters`, losses),
    ...parametersOf(route.query, 'query', `${key} query`, losses),
    ...headerParametersOf(route.headers, `${key} header`, losses),
  ];
  const speaksLanguages = parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'Accept-Language');
  let requestBody: OpenApiOperation['requestBody'];
  if ('body' in route && route.body !== undefined && route.body !== null) {
    const contentType = route.contentType ?? 'application/json';
    requestBody = {
      required: !v.safeParse(asValibot(route.body, `${key} body`), undefined).success,
      content: { [contentType]: { schema: convert(asValibot(route.body, `${key} body`), 'input', requestComponents, losses) } },
    };
  }
  const responses: OpenApiOperation['responses'] = {};
  // Integer-like keys keep ascending order, so the extra answers fall into place.
  for (const [status, schema] of Object.entries({ ...route.responses, ...extraResponses })) {
    responses[status] = {
      description: statusDescriptions[Number(status)] ?? `HTTP ${status}`,
      ...((status === '429' || status === '503') && {
        headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } },
      }),
      ...(status === '400' && speaksLanguages && { headers: languageHeaders }),
      content: { 'application/json': { schema: convert(asValibot(schema, `${key} ${status}`), 'output', responseComponents, losses) } },
    };
  }
  return {
    operationId: key,
    summary: route.summary ?? key,
    tags: [tagOf(route.path)],
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
  };
}

const description = [
  'The JSON API of the Pacific Crest Realty website, generated from the ts-rest contract in `contracts/` (valibot schemas).',
  'The server answers this document at GET /api/openapi.json.',
  '',
  'Every error body is JSON `{ "message": string }`; 400 answers add `issues: [{ path, message }]` with the messages the forms show.',
  `Any other path or method under /api answers 404 with such a body (\`${apiErrorMessages.notFound}\`).`,
  'Any request may be refused with 429 (rate limiting, with Retry-After), and a fault of the server answers 500; a client mistake never does.',
  'An endpoint that stores something answers 503 with Retry-After while the database is unavailable, and a property while the agency\'s listings cannot be read from the MLS: send the request again after that many seconds.',
  'Lead bodies must be sent as `application/json` (else 415) and be small (else 413).',
  'The lead endpoints answer the messages of a 400 in the language of `Accept-Language` (English or Spanish; English by default), saying which in `Content-Language`.',
  '',
  'The server trims surrounding whitespace from text fields before checking their length and format, which JSON Schema cannot express: `"  a "` is too short for a 2-character minimum.',
  'An alert request (POST /api/alerts) must also have `consent: true` and exactly one of `search` (a /properties query string such as `city=irvine&minBeds=3`, checked like GET /api/properties) and `propertyId`, which JSON Schema here does not express.',
].join('\n');

/** The document and what the conversion could not express. */
export function buildOpenApi(): { document: OpenApiDocument; losses: string[] } {
  const losses = new Set<string>();
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, route] of Object.entries(apiContract)) {
    if (!isAppRoute(route)) throw new Error(`${key}: nested routers are not supported.`);
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(key, route, losses) };
  }
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'Pacific Crest Realty API', version: contractsPackage.version, description },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas: {
        ...convertComponents('output', responseComponents, losses),
        ...convertComponents('input', requestComponents, losses),
      },
    },
  };
  return { document, losses: [...losses].sort() };
}

export function buildOpenApiDocument(): OpenApiDocument {
  return buildOpenApi().document;
}

/** The committed file's exact text: 2-space JSON and a trailing newline. */
export function serializeOpenApiDocument(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
