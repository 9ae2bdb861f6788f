import { properties } from '@pcr/content';
import { CreatedBodySchema, ErrorBodySchema, SellerMarketSchema, ValidationErrorBodySchema } from '@pcr/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertRequests } from '../src/alerts/alert-requests.js';
import { checkedWrites } from '../src/api/checked-writes.js';
import { writeEndpoints } from '../src/api/write-endpoints.js';
import { migrationsDir } from '../src/config.js';
import { fixtureContentRepository } from '../src/content-repository.js';
import { leadsCsv } from '../src/leads-csv.js';
import { slidingWindowLimiter } from '../src/http/rate-limit.js';
import { memoryLogger, silentLogger } from '../src/logger.js';
import { leadEmailOf, type SubscriptionLinks } from '../src/notifications/lead-mail.js';
import {
  startLeadWebhookDispatcher,
  type LeadWebhookBody,
  type LeadWebhookDispatcher,
} from '../src/notifications/lead-webhook.js';
import { confirmationToken, sqlSubscriptionConfirmations } from '../src/notifications/subscription-confirmation.js';
import { sqlBuyerSearches } from '../src/seller/buyer-searches.js';
import { tourRequests } from '../src/tours/tour-requests.js';
import { sellerLeads } from '../src/seller/seller-leads.js';
import { sqlLeadMailOutbox } from '../src/storage/lead-mail-outbox.js';
import { sqlLeadOutbox } from '../src/storage/lead-outbox.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import { DatabaseUnavailableError, type SqlClient } from '../src/storage/sql-client.js';
import { expectValid, pgliteDataDir, postJson, startApp, type RunningApp } from './helpers.js';
import { startTestPostgres, type TestPostgresServer } from './postgres-server.js';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from './webhook-receiver.js';

/**
 * "What's my home worth?" over real HTTP (issue 47, section 1): POST /api/sell stores a seller's lead
 * like a contact (its e-mails and webhook queued with it, its home in the CSV and the webhook), checked
 * like the other lead forms; GET /api/sell/market answers the listed homes like the described one and
 * how many buyers with a confirmed alert look for one like it, never fewer than three.
 */

const SECRET = 'seller-api-secret';
const AGENCY = 'agents@pacificcrest.test';
const data = pgliteDataDir('seller-api');
let db: SqlClient;
let app: RunningApp;
let receiver: WebhookReceiver;
let webhook: LeadWebhookDispatcher;

beforeAll(async () => {
  db = await openPgliteClient(data.dir);
  await migrate(db, migrationsDir, silentLogger);
  receiver = await startWebhookReceiver();
  const config = {
    url: receiver.url,
    timeoutMs: 400,
    maxAttempts: 5,
    backoffMs: 40,
    backoffMaxMs: 150,
    secret: undefined,
  };
  webhook = startLeadWebhookDispatcher(sqlLeadOutbox(db), config, memoryLogger(), {
    idlePollMs: 100,
    stopGraceMs: 100,
  });
  app = await startApp({
    leads: sqlLeadStore(db, {
      outbox: true,
      mail: { notifyTo: { en: [AGENCY], es: [AGENCY] } },
      onQueued: () => webhook.wake(),
    }),
    subscriptions: sqlSubscriptionConfirmations(db, SECRET),
    buyerSearches: sqlBuyerSearches(db),
    // This file sends more requests from one address than the default limit lets through.
    limiter: slidingWindowLimiter({ max: 1000, windowMs: 60_000 }),
  });
});
afterAll(async () => {
  await app?.close();
  await webhook?.stop();
  await receiver?.close();
  await db?.close();
  data.remove();
});
beforeEach(async () => {
  // Their queued e-mails and notifications go with them (ON DELETE CASCADE).
  await db.query('DELETE FROM leads');
});

const leadCount = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM leads'))[0]!.n);

const valid = {
  street: '18 Canyon View',
  city: 'irvine',
  zip: '92618',
  propertyType: 'single-family',
  bedrooms: 4,
  bathrooms: 2.5,
  livingArea: 2600,
  condition: 'needs-updates',
  timeline: '3-to-6-months',
  name: 'Marisol Vega',
  email: 'marisol.vega@example.com',
  phone: '(949) 555-0142',
  consent: true,
  page: '/sell',
};

/** The home of `valid` as the lead keeps it: Irvine's 4-bedroom homes within 2,080–3,120 sq ft, closest first. */
const validHome = {
  street: '18 Canyon View',
  city: 'irvine',
  cityName: 'Irvine',
  zip: '92618',
  propertyType: 'single-family',
  bedrooms: 4,
  bathrooms: 2.5,
  livingArea: 2600,
  condition: 'needs-updates',
  timeline: '3-to-6-months',
  comparables: [
    {
      id: 'pcr-1004',
      title: 'Great Park Modern Farmhouse',
      price: 1689000,
      bedrooms: 4,
      bathrooms: 3.5,
      squareFeet: 2780,
      status: 'For Sale',
    },
    {
      id: 'pcr-1003',
      title: 'Woodbridge Lakeside Retreat',
      price: 1425000,
      bedrooms: 4,
      bathrooms: 3,
      squareFeet: 2310,
      status: 'New Listing',
    },
  ],
};

const LINKS: SubscriptionLinks = {
  oneClick: () => 'https://site.test/api/unsubscribe',
  page: () => 'https://site.test/unsubscribe',
  confirmation: () => 'https://site.test/subscribe/confirm',
  manageAlerts: () => 'https://site.test/alerts/manage',
};

describe('POST /api/sell', () => {
  it('stores a seller lead (201) with its address and home, and queues its e-mails and webhook with it', async () => {
    const res = await postJson(app.baseUrl, '/api/sell', valid);
    expect(res.status).toBe(201);
    const { id, receivedAt } = expectValid(CreatedBodySchema, await res.json());

    const [stored, ...others] = await sqlLeadStore(db).list();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      id,
      kind: 'seller',
      form: null,
      name: 'Marisol Vega',
      email: 'marisol.vega@example.com',
      phone: '(949) 555-0142',
      address: '18 Canyon View, Irvine, CA 92618',
      message: null,
      page: '/sell',
      language: 'en',
      isSpam: false,
      home: validHome,
    });
    expect(stored?.createdAt.toISOString()).toBe(receivedAt);

    // Like a contact: the agency's notification and the visitor's confirmation, in the lead's transaction.
    const mails = await db.query<{ message_kind: string; recipient: string }>(
      'SELECT message_kind, recipient FROM lead_mail_outbox WHERE lead_id = $1 ORDER BY message_kind',
      [id],
    );
    expect(mails).toEqual([
      { message_kind: 'agency_notification', recipient: AGENCY },
      { message_kind: 'visitor_confirmation', recipient: 'marisol.vega@example.com' },
    ]);
    // The agency's e-mail is rendered from the lead as claimed from the outbox: the home comes with it.
    const claimed = await sqlLeadMailOutbox(db).claim(crypto.randomUUID(), 10, 60_000, 5);
    const agency = claimed.find((delivery) => delivery.messageKind === 'agency_notification');
    expect(agency?.lead).toMatchObject({
      id,
      kind: 'seller',
      address: '18 Canyon View, Irvine, CA 92618',
      home: validHome,
    });
    expect(await leadEmailOf(agency!, LINKS)).toMatchObject({ lead: { id, kind: 'seller', home: validHome } });

    // The new-lead webhook carries the home too.
    await waitFor('the webhook to be delivered', async () => receiver.accepted().some((r) => r.body.includes(id)));
    const payload = JSON.parse(receiver.accepted().find((r) => r.body.includes(id))!.body) as LeadWebhookBody;
    expect(payload.lead).toMatchObject({
      id,
      kind: 'seller',
      name: 'Marisol Vega',
      address: '18 Canyon View, Irvine, CA 92618',
      language: 'en',
      home: validHome,
    });

    // The CSV export: the home's fields beside the address.
    const csv = leadsCsv(await sqlLeadStore(db).list()).split('\r\n');
    expect(csv[0]).toBe(
      'id,received_at,kind,form,name,email,phone,address,home_type,bedrooms,bathrooms,living_area,condition,timeline,' +
        'tour_home,tour_mode,tour_times,tour_state,tour_starts_at,message,property_interest,how_did_you_hear,interest,page,language,spam,unsubscribed,confirmed,assigned_agent',
    );
    expect(csv[1]).toBe(
      `${id},${receivedAt},seller,,Marisol Vega,marisol.vega@example.com,(949) 555-0142,` +
        '"18 Canyon View, Irvine, CA 92618",' +
        'single-family,4,2.5,2600,needs-updates,3-to-6-months,,,,,,,,,,/sell,en,no,no,,',
    );
  });

  it('takes its page’s language, keeps a city with no home listed, flags a filled "website" as spam', async () => {
    const spanish = await postJson(app.baseUrl, '/api/sell', { ...valid, city: 'costa-mesa', page: '/es/sell' });
    expect(spanish.status).toBe(201);
    const spam = await postJson(app.baseUrl, '/api/sell', {
      ...valid,
      email: 'bot@spam.example',
      website: 'http://spam.example',
    });
    expect(spam.status).toBe(201);
    const spamId = expectValid(CreatedBodySchema, await spam.json()).id;

    const [es, bot] = await sqlLeadStore(db).list({ includeSpam: true });
    expect(es).toMatchObject({ language: 'es', isSpam: false, address: '18 Canyon View, Costa Mesa, CA 92618' });
    expect(es?.home).toMatchObject({ city: 'costa-mesa', cityName: 'Costa Mesa', comparables: [] });
    expect(bot).toMatchObject({ id: spamId, kind: 'seller', isSpam: true });
    expect(
      await db.query(
        'SELECT id FROM lead_mail_outbox WHERE lead_id = $1 UNION ALL SELECT id FROM lead_outbox WHERE lead_id = $1',
        [spamId],
      ),
    ).toEqual([]);
  });

  it('answers a city the agency does not serve with a 400 on `city`, in the client’s language', async () => {
    const english = await postJson(app.baseUrl, '/api/sell', { ...valid, city: 'atlantis' });
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      message: 'The request body is invalid.',
      issues: [{ path: 'city', message: 'Please choose the city' }],
    });
    const spanish = await postJson(
      app.baseUrl,
      '/api/sell',
      { ...valid, city: 'atlantis' },
      { 'accept-language': 'es-MX,es;q=0.9' },
    );
    expect(spanish.status).toBe(400);
    expect(spanish.headers.get('content-language')).toBe('es-US');
    expect(await spanish.json()).toEqual({
      message: 'El cuerpo de la solicitud no es válido.',
      issues: [{ path: 'city', message: 'Elija la ciudad' }],
    });
    expect(await leadCount()).toBe(0);
  });

  it('answers a wrong body with each field’s message, in English and in Spanish, and stores nothing', async () => {
    const wrong = {
      street: 'x',
      city: 'Irvine!',
      zip: '9261',
      propertyType: 'castle',
      bedrooms: 2.5,
      bathrooms: 2.25,
      livingArea: 90,
      condition: 'haunted',
      timeline: 'someday',
      name: 'M',
      email: 'marisol@',
      phone: '55',
      consent: false,
    };
    const english = await postJson(app.baseUrl, '/api/sell', wrong);
    expect(english.status).toBe(400);
    expect(english.headers.get('content-language')).toBe('en-US');
    expect(expectValid(ValidationErrorBodySchema, await english.json())).toEqual({
      message: 'The request body is invalid.',
      issues: [
        { path: 'street', message: 'Please enter the street address' },
        { path: 'city', message: 'Please choose the city' },
        { path: 'zip', message: 'Please enter a 5-digit ZIP code' },
        { path: 'propertyType', message: 'Please choose the type of home' },
        { path: 'bedrooms', message: 'Please enter the number of bedrooms' },
        { path: 'bathrooms', message: 'Please enter the number of bathrooms (halves allowed)' },
        { path: 'livingArea', message: 'Please enter the living area in square feet (200 to 50,000)' },
        { path: 'condition', message: 'Please choose the condition' },
        { path: 'timeline', message: 'Please choose when you may sell' },
        { path: 'name', message: 'Please enter your name' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'phone', message: 'Please enter a valid phone number' },
        { path: 'consent', message: 'Please agree to receive these e-mails' },
      ],
    });

    const spanish = await postJson(app.baseUrl, '/api/sell', wrong, { 'accept-language': 'es' });
    expect(spanish.status).toBe(400);
    expect(spanish.headers.get('content-language')).toBe('es-US');
    expect(await spanish.json()).toEqual({
      message: 'El cuerpo de la solicitud no es válido.',
      issues: [
        { path: 'street', message: 'Escriba la dirección (calle y número)' },
        { path: 'city', message: 'Elija la ciudad' },
        { path: 'zip', message: 'Escriba un código postal de 5 dígitos' },
        { path: 'propertyType', message: 'Elija el tipo de vivienda' },
        { path: 'bedrooms', message: 'Escriba el número de recámaras' },
        { path: 'bathrooms', message: 'Escriba el número de baños (se admiten medios baños)' },
        { path: 'livingArea', message: 'Escriba la superficie habitable en pies cuadrados (de 200 a 50,000)' },
        { path: 'condition', message: 'Elija el estado de la vivienda' },
        { path: 'timeline', message: 'Elija cuándo podría vender' },
        { path: 'name', message: 'Escriba su nombre' },
        { path: 'email', message: 'Escriba un correo electrónico válido' },
        { path: 'phone', message: 'Escriba un número de teléfono válido' },
        { path: 'consent', message: 'Acepte recibir estos correos electrónicos' },
      ],
    });

    // A body with none of its fields: each one's own message, not a type error.
    const empty = await postJson(app.baseUrl, '/api/sell', {});
    expect(((await empty.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'street',
      'city',
      'zip',
      'propertyType',
      'bedrooms',
      'bathrooms',
      'livingArea',
      'condition',
      'timeline',
      'name',
      'email',
      'phone',
      'consent',
    ]);
    expect(await leadCount()).toBe(0);
  });

  // 415: only JSON is taken, which another site's page cannot send without the API's leave (CORS).
  it('refuses another site’s form post as /api/contact does', async () => {
    const crossSite = (path: string, contentType: string) =>
      fetch(app.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        body:
          contentType === 'text/plain'
            ? JSON.stringify(valid)
            : new URLSearchParams({
                ...valid,
                bedrooms: '4',
                bathrooms: '2.5',
                livingArea: '2600',
                consent: 'true',
              }).toString(),
      });
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const [sell, contact] = await Promise.all([
        crossSite('/api/sell', contentType),
        crossSite('/api/contact', contentType),
      ]);
      expect([sell.status, contact.status]).toEqual([415, 415]);
      expect(await sell.json()).toEqual({
        message: 'Send the request body as JSON with Content-Type: application/json.',
      });
    }
    expect(await leadCount()).toBe(0);
  });
});

describe('the /sell page’s action writes the same way, in process (checkedWrites, decision 0053)', () => {
  const content = fixtureContentRepository();
  const context = {
    requestId: 'seller-action',
    origin: { ip: '127.0.0.1', userAgent: 'vitest', ipHashSecret: undefined },
    form: 'no-js' as const,
  };
  const writesWith = (store: ReturnType<typeof sqlLeadStore>) =>
    checkedWrites(
      writeEndpoints({
        alertRequests: alertRequests(store, content),
        sellerLeads: sellerLeads(store, content),
        tourRequests: tourRequests(store, content),
        logger: silentLogger,
      }),
      silentLogger,
      context,
    );

  // 400 in English: the page shows each message in its own language.
  it('201 and the lead stored with its home; 400 with the field issues; 503 while the database is away', async () => {
    const writes = writesWith(sqlLeadStore(db));
    const created = await writes.createSellerLead({
      body: { ...valid, propertyType: 'single-family', condition: 'needs-updates', timeline: '3-to-6-months' },
    });
    expect(created.status).toBe(201);
    expect((await sqlLeadStore(db).list())[0]).toMatchObject({ kind: 'seller', userAgent: 'vitest', home: validHome });

    expect(await writes.createSellerLead({ body: { ...valid, city: 'atlantis' } as never })).toEqual({
      status: 400,
      body: { message: 'The request body is invalid.', issues: [{ path: 'city', message: 'Please choose the city' }] },
    });
    expect(await writes.createSellerLead({ body: { ...valid, zip: 'x', consent: undefined } as never })).toEqual({
      status: 400,
      body: {
        message: 'The request body is invalid.',
        issues: [
          { path: 'zip', message: 'Please enter a 5-digit ZIP code' },
          { path: 'consent', message: 'Please agree to receive these e-mails' },
        ],
      },
    });

    const away = writesWith({
      create: () => Promise.reject(new DatabaseUnavailableError(new Error('connect ECONNREFUSED'))),
      list: async () => [],
    });
    expect(await away.createSellerLead({ body: valid as never })).toEqual({
      status: 503,
      body: { message: 'We cannot take this request right now. Please try again in a moment.' },
    });
    expect(await leadCount()).toBe(1);
  });
});

const market = async (query: string, target: RunningApp = app) => {
  const res = await fetch(`${target.baseUrl}/api/sell/market?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return expectValid(SellerMarketSchema, await res.json());
};
const ids = (answer: { comparables: { id: string }[] }) => answer.comparables.map((home) => home.id);

describe('GET /api/sell/market: the homes like the described one', () => {
  it('same city, bedrooms within 1, living area within 20 % (the bounds included), closest in area first', async () => {
    const irvine = await market('city=irvine&type=single-family&beds=4&baths=2.5&area=2600');
    expect(irvine).toEqual({
      cityName: 'Irvine',
      comparables: [properties.find((p) => p.id === 'pcr-1004'), properties.find((p) => p.id === 'pcr-1003')],
      buyersLooking: null,
    });
    // 2,780 sq ft is exactly 20 % below 3,475 and in; 20 % below 3,476 is 2,780.8 and it is out.
    // The 5-bedroom home is within 1 of 4.
    expect(ids(await market('city=irvine&type=single-family&beds=4&baths=3&area=3475'))).toEqual([
      'pcr-1005',
      'pcr-1004',
    ]);
    expect(ids(await market('city=irvine&type=single-family&beds=4&baths=3&area=3476'))).toEqual(['pcr-1005']);
    // Two bedrooms: Irvine's homes have 4 and 5.
    expect(ids(await market('city=irvine&type=condo&beds=2&baths=2&area=2600'))).toEqual([]);
    // Los Angeles through its neighborhoods (Silver Lake, Los Feliz); the 2-bedroom home is within 1 of 3.
    expect(await market('city=los-angeles&type=single-family&beds=3&baths=2&area=1600')).toMatchObject({
      cityName: 'Los Angeles',
    });
    expect(ids(await market('city=los-angeles&type=single-family&beds=3&baths=2&area=1600'))).toEqual([
      'pcr-1012',
      'pcr-1013',
    ]);
    // A city the agency serves with no home listed.
    expect(await market('city=costa-mesa&type=condo&beds=2&baths=1&area=900')).toEqual({
      cityName: 'Costa Mesa',
      comparables: [],
      buyersLooking: null,
    });
  });

  it('at most six, ties in area by id', async () => {
    const base = properties.find((p) => p.id === 'pcr-1003')!;
    const areas = {
      'pcr-9008': 2000,
      'pcr-9002': 1900,
      'pcr-9001': 2100,
      'pcr-9004': 1800,
      'pcr-9003': 2200,
      'pcr-9006': 1700,
      'pcr-9005': 2300,
      'pcr-9007': 2400,
    };
    const homes = Object.entries(areas).map(([id, squareFeet]) => ({ ...base, id, squareFeet }));
    const many = await startApp({ content: { ...fixtureContentRepository(), properties: () => homes } });
    try {
      expect(ids(await market('city=irvine&type=single-family&beds=4&baths=3&area=2000', many))).toEqual([
        'pcr-9008',
        'pcr-9001',
        'pcr-9002',
        'pcr-9003',
        'pcr-9004',
        'pcr-9005',
      ]);
    } finally {
      await many.close();
    }
  });

  it('answers a city the agency does not serve, or a wrong query, with a 400 naming the field', async () => {
    const unknown = await fetch(`${app.baseUrl}/api/sell/market?city=atlantis&type=condo&beds=2&baths=2&area=1200`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      message: 'The query string is invalid.',
      issues: [{ path: 'city', message: 'Please choose the city' }],
    });
    const wrong = await fetch(`${app.baseUrl}/api/sell/market?city=irvine&type=condo&beds=lots&baths=2&area=1200`);
    expect(wrong.status).toBe(400);
    expect(expectValid(ValidationErrorBodySchema, await wrong.json()).issues).toEqual([
      { path: 'beds', message: 'Please enter the number of bedrooms' },
    ]);
  });
});

describe('GET /api/sell/market: buyers looking', () => {
  /** An alert asked for over HTTP, and confirmed from its e-mail's link (the page's button) unless told otherwise. */
  const alert = async (
    email: string,
    search: string,
    { confirm = true, website }: { confirm?: boolean; website?: string } = {},
  ) => {
    const res = await postJson(app.baseUrl, '/api/alerts', {
      email,
      search,
      consent: true,
      frequency: 'daily',
      ...(website ? { website } : {}),
    });
    expect(res.status).toBe(201);
    const { id } = expectValid(CreatedBodySchema, await res.json());
    if (confirm) {
      const query = new URLSearchParams({ lead: id, token: confirmationToken(SECRET, id) });
      const confirmed = await fetch(`${app.baseUrl}/api/subscribe/confirm?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(confirmed.status).toBe(200);
    }
    return id;
  };
  const buyers = async (query = 'city=irvine&type=single-family&beds=4&baths=2.5&area=2600') =>
    (await market(query)).buyersLooking;

  it('counts the mailboxes of confirmed, running alerts whose search takes the home; null below 3', async () => {
    await alert('ana@example.test', 'city=irvine&minBeds=3');
    await alert('ben@example.test', 'city=irvine&minBeds=4&minBaths=2&type=single-family');
    expect(await buyers()).toBeNull();

    // None of these counts: not confirmed; too many bedrooms, baths or another type asked for; another
    // city; a neighborhood (the seller names none); paused; spam; no city; the same mailbox again.
    const unconfirmed = await alert('cleo@example.test', 'city=irvine', { confirm: false });
    await alert('dev@example.test', 'city=irvine&minBeds=5');
    await alert('eli@example.test', 'city=irvine&minBaths=3');
    await alert('fay@example.test', 'city=irvine&type=condo');
    await alert('gus@example.test', 'city=newport-beach&minBeds=3');
    await alert('hal@example.test', 'city=irvine&neighborhood=irvine');
    const paused = await alert('ivy@example.test', 'city=irvine');
    await db.query('UPDATE lead_alerts SET paused = true WHERE lead_id = $1', [paused]);
    await alert('bot@spam.example', 'city=irvine', { website: 'http://spam.example' });
    await alert('jo@example.test', 'minBeds=3');
    await alert('Ana+again@Example.test', 'city=irvine&type=single-family');
    expect(await buyers()).toBeNull();

    // The third buyer confirms: three.
    const query = new URLSearchParams({ lead: unconfirmed, token: confirmationToken(SECRET, unconfirmed) });
    expect((await fetch(`${app.baseUrl}/api/subscribe/confirm?${query}`, { method: 'POST' })).status).toBe(200);
    expect(await buyers()).toBe(3);
    // A 3-bedroom home with 2 baths: Ben wants 4 bedrooms.
    expect(await buyers('city=irvine&type=single-family&beds=3&baths=2&area=2600')).toBeNull();
  });

  it('judges a price filter by the median price of the homes like it; with none, it does not count', async () => {
    for (const email of ['kim@example.test', 'lou@example.test', 'max@example.test'])
      await alert(email, 'city=irvine&minPrice=1500000&maxPrice=1600000');
    // Median of $1,689,000 and $1,425,000: $1,557,000, within.
    expect(await buyers('city=irvine&type=single-family&beds=4&baths=2.5&area=2600')).toBe(3);
    // Median of $2,150,000 and $1,689,000: $1,919,500, above.
    expect(await buyers('city=irvine&type=single-family&beds=4&baths=3&area=3475')).toBeNull();
    // No home like a 2-bedroom in Irvine: the price cannot be told.
    expect(await buyers('city=irvine&type=single-family&beds=2&baths=2&area=2600')).toBeNull();

    // Searches without a price count for it all the same.
    for (const email of ['ned@example.test', 'oli@example.test', 'pia@example.test'])
      await alert(email, 'city=irvine&minBeds=2');
    expect(await buyers('city=irvine&type=single-family&beds=2&baths=2&area=2600')).toBe(3);
    expect(await buyers('city=irvine&type=single-family&beds=4&baths=2.5&area=2600')).toBe(6);
  });
});

describe('the database goes away', () => {
  let postgres: TestPostgresServer;
  let pgDb: SqlClient;
  let pgApp: RunningApp;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    pgDb = openPgClient(postgres.url, silentLogger, { connectTimeoutMs: 1000, statementTimeoutMs: 2000, poolMax: 2 });
    await migrate(pgDb, migrationsDir, silentLogger);
    pgApp = await startApp({ leads: sqlLeadStore(pgDb), buyerSearches: sqlBuyerSearches(pgDb) });
  }, 60_000);
  afterAll(async () => {
    await pgApp?.close();
    await pgDb?.close();
    postgres?.stop();
  });

  it('POST /api/sell and GET /api/sell/market: 503 with Retry-After while PostgreSQL is down, then back', async () => {
    expect((await postJson(pgApp.baseUrl, '/api/sell', valid)).status).toBe(201);
    postgres.shutDown();
    try {
      const refused = await postJson(pgApp.baseUrl, '/api/sell', valid);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(expectValid(ErrorBodySchema, await refused.json())).toEqual({
        message: 'We cannot take this request right now. Please try again in a moment.',
      });
      const read = await fetch(`${pgApp.baseUrl}/api/sell/market?city=irvine&type=condo&beds=2&baths=2&area=1200`);
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('5');
      expect(expectValid(ErrorBodySchema, await read.json())).toEqual({
        message: 'We cannot take this request right now. Please try again in a moment.',
      });
    } finally {
      postgres.start();
    }
    const again = await postJson(pgApp.baseUrl, '/api/sell', valid);
    expect(again.status).toBe(201);
    const { id } = expectValid(CreatedBodySchema, await again.json());
    expect(await pgDb.query('SELECT kind, address FROM leads WHERE id = $1', [id])).toEqual([
      { kind: 'seller', address: '18 Canyon View, Irvine, CA 92618' },
    ]);
    expect(
      (await fetch(`${pgApp.baseUrl}/api/sell/market?city=irvine&type=condo&beds=2&baths=2&area=1200`)).status,
    ).toBe(200);
  }, 60_000);
});
