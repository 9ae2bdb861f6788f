import { slidingWindowLimiter } from '../src/http/rate-limit.js';
import { agents, cities, featuredProperties, neighborhoods, neighborhoodWithoutProperties, properties } from '@pcr/content';
import { apiContract, CreatedBodySchema, ErrorBodySchema, ValidationErrorBodySchema } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/config.js';
import { fixtureContentRepository } from '../src/content-repository.js';
import { silentLogger } from '../src/logger.js';
import { sqlLeadStore, type LeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { expectValid, pgliteDataDir, postJson, startApp, testConfig, type RunningApp } from './helpers.js';
import { postgresSchema, type PostgresSchema } from './postgres.js';

/** One embedded database for the whole file (its first start is the slow part). */
let db: SqlClient;
let leads: LeadStore;
let app: RunningApp;
let removeDir: () => void;

beforeAll(async () => {
  const tmp = pgliteDataDir('api');
  removeDir = tmp.remove;
  db = await openPgliteClient(tmp.dir);
  await migrate(db, migrationsDir, silentLogger);
  leads = sqlLeadStore(db);
  app = await startApp({ leads });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  removeDir?.();
});

const get = (pathname: string, init?: RequestInit) => fetch(app.baseUrl + pathname, init);

const withProperties = neighborhoods.find((n) => properties.some((p) => p.neighborhood === n.slug))!;

const validShort = { name: 'Dana Whitfield', email: 'dana.whitfield@example.com', phone: '(949) 555-0199', address: '12 Harbor Way' };
const validFull = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone: '(949) 555-0199',
  message: 'We would like to see the Newport home this weekend.',
  propertyInterest: 'Buying',
  howDidYouHear: 'Friend',
};
const validSubscribe = { name: 'Dana Whitfield', email: 'dana.whitfield@example.com', interest: 'Market updates' };

describe('GET endpoints answer what the contract promises', () => {
  const cases: [string, string, { '~standard': unknown }][] = [
    ['featured properties', '/api/properties/featured', apiContract.getFeaturedProperties.responses[200]],
    ['all properties', '/api/properties', apiContract.getProperties.responses[200]],
    ['one property', `/api/properties/${properties[0]!.id}`, apiContract.getProperty.responses[200]],
    ['agents', '/api/agents', apiContract.getAgents.responses[200]],
    ['testimonials', '/api/testimonials', apiContract.getTestimonials.responses[200]],
    ['neighborhoods', '/api/neighborhoods', apiContract.getNeighborhoods.responses[200]],
    ['a neighborhood by id', `/api/neighborhoods/${neighborhoods[0]!.id}`, apiContract.getNeighborhood.responses[200]],
    ['a neighborhood by slug', `/api/neighborhoods/${neighborhoods[0]!.slug}`, apiContract.getNeighborhood.responses[200]],
    ['hot listings', '/api/hot-listings', apiContract.getHotListings.responses[200]],
    ['cities', '/api/cities', apiContract.getCities.responses[200]],
    ['a city', `/api/cities/${cities[0]!.slug}`, apiContract.getCity.responses[200]],
  ];
  it.each(cases)('%s (%s)', async (_name, pathname, schema) => {
    const res = await get(pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expectValid(schema as Parameters<typeof expectValid>[0], await res.json());
  });

  it('returns the fixtures: featured properties, all agents with the founder, every neighborhood', async () => {
    expect(await (await get('/api/properties/featured')).json()).toEqual(featuredProperties);
    expect(await (await get('/api/agents')).json()).toEqual(agents);
    expect(((await (await get('/api/neighborhoods')).json()) as unknown[]).length).toBe(neighborhoods.length);
  });

  it('finds a neighborhood by id and by slug', async () => {
    const byId = await (await get(`/api/neighborhoods/${withProperties.id}`)).json();
    const bySlug = await (await get(`/api/neighborhoods/${withProperties.slug}`)).json();
    expect(byId).toEqual(bySlug);
    expect(bySlug).toMatchObject({ id: withProperties.id, slug: withProperties.slug });
  });

  it('filters properties by neighborhood id or slug, the same list either way', async () => {
    const bySlug = (await (await get(`/api/properties?neighborhood=${withProperties.slug}`)).json()) as { neighborhood: string }[];
    const byId = await (await get(`/api/properties?neighborhood=${withProperties.id}`)).json();
    expect(bySlug.length).toBeGreaterThan(0);
    expect(bySlug.every((p) => p.neighborhood === withProperties.slug)).toBe(true);
    expect(byId).toEqual(bySlug);
  });

  it('answers an empty list for a neighborhood without homes and for an unknown one', async () => {
    for (const area of [neighborhoodWithoutProperties, 'atlantis']) {
      const res = await get(`/api/properties?neighborhood=${area}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    }
  });

  it('answers 400 with issues for an empty neighborhood filter', async () => {
    const res = await get('/api/properties?neighborhood=');
    expect(res.status).toBe(400);
    const body = expectValid(ValidationErrorBodySchema, await res.json());
    expect(body.issues.map((i) => i.path)).toEqual(['neighborhood']);
  });
});

describe('404', () => {
  it.each([
    ['/api/neighborhoods/atlantis', 'Neighborhood not found.'],
    ['/api/cities/atlantis', 'City not found.'],
    ['/api/properties/no-such-home', 'Property not found.'],
    [`/api/neighborhoods/${'x'.repeat(300)}`, 'Neighborhood not found.'],
    ['/api/unknown', 'Not found.'],
    ['/api', 'Not found.'],
  ])('GET %s', async (pathname, message) => {
    const res = await get(pathname);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(expectValid(ErrorBodySchema, await res.json())).toEqual({ message });
  });

  it('405 with Allow for a path of the API asked with a method it does not have', async () => {
    const res = await get('/api/agents', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toEqual({ message: 'This method is not allowed here.' });
    const put = await get('/api/contact', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/contact and /api/subscribe', () => {
  it('stores a short contact lead and answers 201 once it is saved', async () => {
    const res = await postJson(app.baseUrl, '/api/contact', validShort);
    expect(res.status).toBe(201);
    const created = expectValid(CreatedBodySchema, await res.json());
    const stored = (await leads.list({ includeSpam: true })).find((l) => l.id === created.id);
    expect(stored).toMatchObject({ kind: 'contact', form: 'short', name: validShort.name, address: validShort.address, isSpam: false });
    expect(stored?.createdAt.toISOString()).toBe(created.receivedAt);
  });

  it('stores a full contact lead', async () => {
    const res = await postJson(app.baseUrl, '/api/contact', validFull);
    expect(res.status).toBe(201);
    const { id } = expectValid(CreatedBodySchema, await res.json());
    const stored = (await leads.list()).find((l) => l.id === id);
    expect(stored).toMatchObject({ form: 'full', message: validFull.message, propertyInterest: 'Buying', howDidYouHear: 'Friend' });
  });

  it('stores a subscription', async () => {
    const res = await postJson(app.baseUrl, '/api/subscribe', validSubscribe);
    expect(res.status).toBe(201);
    const { id } = expectValid(CreatedBodySchema, await res.json());
    expect((await leads.list()).find((l) => l.id === id)).toMatchObject({ kind: 'subscribe', form: null, interest: 'Market updates' });
  });

  it('flags a lead whose hidden "website" field is filled as spam, and still answers 201', async () => {
    const res = await postJson(app.baseUrl, '/api/subscribe', { ...validSubscribe, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    const { id } = expectValid(CreatedBodySchema, await res.json());
    expect((await leads.list()).some((l) => l.id === id)).toBe(false);
    expect((await leads.list({ includeSpam: true })).find((l) => l.id === id)?.isSpam).toBe(true);
  });
});

describe('201 only after the lead is committed (PostgreSQL, the commit held from another connection)', () => {
  let schema: PostgresSchema;
  let pgDb: SqlClient;
  let pgApp: RunningApp;
  /** An advisory lock key of this test's own. */
  const GATE = 15_201;

  beforeAll(async () => {
    schema = await postgresSchema();
    pgDb = openPgClient(schema.url, silentLogger);
    await migrate(pgDb, migrationsDir, silentLogger);
    // A deferred trigger that runs at COMMIT and waits there while the test holds the gate: the
    // insert itself goes through, the commit does not. (Test schema only.)
    await pgDb.exec(`
      CREATE FUNCTION wait_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_advisory_xact_lock_shared(${GATE}); RETURN NULL; END $$;
      CREATE CONSTRAINT TRIGGER wait_at_commit AFTER INSERT ON leads DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION wait_at_commit();`);
    pgApp = await startApp({ leads: sqlLeadStore(pgDb) });
  });
  afterAll(async () => {
    await pgApp?.close();
    await pgDb?.close();
    await schema?.drop();
  });

  it('no answer while the commit waits; the row is there when the 201 arrives', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let closed!: () => void;
    const gateClosed = new Promise<void>((resolve) => (closed = resolve));
    const holder = pgDb.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${GATE})`);
      closed();
      await released;
    });
    await gateClosed;

    let answered = false;
    const answer = postJson(pgApp.baseUrl, '/api/contact', validShort).then((res) => {
      answered = true;
      return res;
    });
    try {
      // The event itself: the app's transaction has inserted and now waits at its commit.
      await expect
        .poll(async () => (await pgDb.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = ${GATE} AND NOT granted`))[0]?.n, {
          timeout: 10_000,
        })
        .toBe(1);
      // A full round trip to the same server after that: an answer sent before the commit (or
      // before the insert) was written to this client earlier, so it has arrived by now.
      expect((await fetch(`${pgApp.baseUrl}/api/agents`)).status).toBe(200);
      expect(answered).toBe(false);
    } finally {
      release();
      await holder;
    }

    const res = await answer;
    expect(res.status).toBe(201);
    const { id } = expectValid(CreatedBodySchema, await res.json());
    // Read on another connection of the pool, at once: committed, so visible.
    expect(await pgDb.query('SELECT name, phone FROM leads WHERE id = $1', [id])).toEqual([{ name: validShort.name, phone: validShort.phone }]);
  });
});

describe('400 with the forms’ own messages', () => {
  const issuesOf = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = expectValid(ValidationErrorBodySchema, await res.json());
    expect(body.message).toBe('The request body is invalid.');
    return body.issues;
  };

  it('invalid short contact form', async () => {
    const res = await postJson(app.baseUrl, '/api/contact', { name: 'D', email: 'not-an-email', phone: '555' });
    expect(await issuesOf(res)).toEqual([
      { path: 'name', message: 'Please enter your name' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Please enter a valid phone number' },
    ]);
  });

  it('invalid full contact form (a body with "message" is the full form)', async () => {
    const res = await postJson(app.baseUrl, '/api/contact', { ...validFull, email: 'dana@', message: 'hi' });
    expect(await issuesOf(res)).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'message', message: 'Please enter your message' },
    ]);
  });

  it('missing fields report the field message, not a type error', async () => {
    expect(await issuesOf(await postJson(app.baseUrl, '/api/contact', {}))).toEqual([
      { path: 'name', message: 'Please enter your name' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Please enter a valid phone number' },
    ]);
  });

  it('invalid subscribe form', async () => {
    const res = await postJson(app.baseUrl, '/api/subscribe', { name: 'Dana', email: 'dana at example.com', interest: '' });
    expect(await issuesOf(res)).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'interest', message: 'Please select your interest' },
    ]);
  });

  it('malformed JSON', async () => {
    const res = await postJson(app.baseUrl, '/api/contact', '{"name": "Dana",');
    expect(res.status).toBe(400);
    expect(expectValid(ValidationErrorBodySchema, await res.json())).toEqual({ message: 'The request body is not valid JSON.', issues: [] });
  });

  it('a JSON value that is not an object', async () => {
    const res = await postJson(app.baseUrl, '/api/subscribe', '[]');
    expect(res.status).toBe(400);
    expect(expectValid(ValidationErrorBodySchema, await res.json()).message).toBe('The request body is invalid.');
  });

  it('stores nothing for a rejected body', async () => {
    const before = (await leads.list({ includeSpam: true })).length;
    await postJson(app.baseUrl, '/api/subscribe', { name: 'x' });
    expect((await leads.list({ includeSpam: true })).length).toBe(before);
  });
});

// Issue 45: a body 5,000 deep parsed, then overflowed the stack while its validation error was written (500).
describe('a body nested deeper than any form', () => {
  let deepApp: RunningApp;
  beforeAll(async () => {
    deepApp = await startApp({ limiter: slidingWindowLimiter({ max: 1000, windowMs: 60_000 }) });
  });
  afterAll(() => deepApp.close());

  it.each(['/api/contact', '/api/subscribe', '/api/alerts', '/api/alerts/manage?lead=00000000-0000-4000-8000-000000000000&token=x'])(
    'to %s: 400, refused before it is parsed, in the client’s language',
    async (path) => {
      const deep = '['.repeat(5000) + ']'.repeat(5000);
      for (const [language, message] of [['en', 'The request body is nested too deeply.'], ['es', 'El cuerpo de la solicitud tiene demasiados niveles anidados.']] as const) {
        const res = await postJson(deepApp.baseUrl, path, deep, { 'accept-language': language });
        expect(res.status).toBe(400);
        expect(expectValid(ValidationErrorBodySchema, await res.json())).toEqual({ message, issues: [] });
      }
      // As deep as a real body goes is read as before (a wrong shape, not a refusal): a string's brackets do not count.
      const shallow = await postJson(deepApp.baseUrl, path, { name: '[[[[[[[[[[[[[[[[[[[[', tags: [[[[1]]]] });
      expect(shallow.status).toBe(400);
      expect(((await shallow.json()) as { message: string }).message).not.toContain('nested');
      expect(deepApp.logger.entries().some((entry) => entry.level === 'error')).toBe(false);
    },
  );
});

describe('413 and 415', () => {
  it('413 for a body over 32 kB', async () => {
    const res = await postJson(app.baseUrl, '/api/contact', { ...validFull, message: 'x'.repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect(expectValid(ErrorBodySchema, await res.json())).toEqual({ message: 'The request body is too large.' });
  });

  it.each([
    ['no content type', undefined],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['plain text', 'text/plain'],
  ])('415 for %s', async (_name, contentType) => {
    const res = await fetch(`${app.baseUrl}/api/subscribe`, {
      method: 'POST',
      headers: contentType ? { 'content-type': contentType } : {},
      body: contentType ? JSON.stringify(validSubscribe) : undefined,
    });
    expect(res.status).toBe(415);
    expect(expectValid(ErrorBodySchema, await res.json())).toEqual({ message: 'Send the request body as JSON with Content-Type: application/json.' });
  });

  it('accepts a charset parameter on the JSON content type', async () => {
    const res = await postJson(app.baseUrl, '/api/subscribe', validSubscribe, { 'content-type': 'application/json; charset=utf-8' });
    expect(res.status).toBe(201);
  });
});

describe('429', () => {
  it('limits POSTs per client within the window, with Retry-After; GETs are not limited', async () => {
    const limited = await startApp({ leads, config: testConfig({ rateLimit: { max: 2, windowMs: 60_000 } }) });
    try {
      expect((await postJson(limited.baseUrl, '/api/subscribe', validSubscribe)).status).toBe(201);
      // A rejected body still counts: the limit is on attempts.
      expect((await postJson(limited.baseUrl, '/api/contact', {})).status).toBe(400);
      const res = await postJson(limited.baseUrl, '/api/subscribe', validSubscribe);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(expectValid(ErrorBodySchema, await res.json())).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
      expect((await fetch(`${limited.baseUrl}/api/agents`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('500: never for a client, always logged with the request id', () => {
  it('a storage failure answers 500 with the fixed message', async () => {
    const broken = await startApp({
      leads: { create: () => Promise.reject(new Error('disk on fire')), list: async () => [] },
    });
    try {
      const res = await postJson(broken.baseUrl, '/api/subscribe', validSubscribe);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Something went wrong on our side.' });
      const error = broken.logger.entries().find((e) => e.level === 'error');
      expect(error).toMatchObject({ msg: 'unhandled error', requestId: res.headers.get('x-request-id'), path: '/api/subscribe' });
    } finally {
      await broken.close();
    }
  });

  it('content that breaks the contract is not sent: 500 and a log line', async () => {
    const content = fixtureContentRepository();
    const broken = await startApp({ content: { ...content, agents: () => [{ ...agents[0]!, email: 'not an email' }] } });
    try {
      const res = await fetch(`${broken.baseUrl}/api/agents`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Something went wrong on our side.' });
      expect(broken.logger.entries().find((e) => e.level === 'error')).toMatchObject({
        msg: 'response validation failed',
        requestId: res.headers.get('x-request-id'),
        route: 'GET /api/agents',
      });
    } finally {
      await broken.close();
    }
  });
});

describe('request ids, logs and headers', () => {
  it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
    const kept = await get('/api/agents', { headers: { 'x-request-id': 'abc-123.DEF' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123.DEF');
    const replaced = await get('/api/agents', { headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await get('/api/agents');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one line per request, with no form contents or e-mail addresses', async () => {
    const secret = { name: 'Quintessa Marlowe', email: 'quintessa.marlowe@example.org', phone: '(714) 555-0123', message: 'Call me about 99 Ocean Ave' };
    const ok = await postJson(app.baseUrl, '/api/contact', secret, { 'x-request-id': 'log-check-1' });
    const bad = await postJson(app.baseUrl, '/api/contact', { ...secret, email: 'quintessa.marlowe@' }, { 'x-request-id': 'log-check-2' });
    expect([ok.status, bad.status]).toEqual([201, 400]);
    await get('/api/properties?neighborhood=reader@example.com');
    const all = app.logger.lines.join('');
    for (const fragment of [secret.name, 'quintessa', '@example', '555-0123', 'Ocean Ave']) expect(all).not.toContain(fragment);
    const line = app.logger.entries().find((e) => e.requestId === 'log-check-1');
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'POST', path: '/api/contact', status: 201 });
    expect(typeof line?.ms).toBe('number');
    expect(typeof line?.time).toBe('string');
    expect(app.logger.entries().filter((e) => e.requestId === 'log-check-2')).toHaveLength(1);
  });

  it('sends the security headers and no X-Powered-By', async () => {
    const res = await get('/api/agents');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data:");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
