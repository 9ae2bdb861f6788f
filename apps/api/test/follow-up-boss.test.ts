import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreatedBodySchema, type Property } from '@pcr/contracts';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  followUpBossDefaults,
  loadConfig,
  migrationsDir,
  type FollowUpBossConfig,
} from '../src/config.js';
import { agents, cities, leadRouting } from '@pcr/content';
import { fixtureContentRepository } from '../src/content-repository.js';
import { leadRouter } from '../src/lead-routing.js';
import { alertLead, contactLead, sellerLead, type LeadOrigin } from '../src/leads.js';
import { memoryLogger, silentLogger } from '../src/logger.js';
import {
  MAX_RETRY_AFTER_MS,
  retryAfterMs,
  sqlCrmAlerts,
  startFollowUpBossDispatcher,
  type FollowUpBossOptions,
} from '../src/notifications/follow-up-boss.js';
import type { OutboxDispatcher } from '../src/notifications/outbox-dispatcher.js';
import { sqlSubscriptionConfirmations } from '../src/notifications/subscription-confirmation.js';
import { sqlLeadCrmOutbox } from '../src/storage/lead-crm-outbox.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import {
  expectValid,
  NO_WEB_DIST,
  pgliteDataDir,
  postJson,
  startApp,
  subscriberLead,
  tempDir,
  type RunningApp,
} from './helpers.js';
import { startFollowUpBossStandIn, type FollowUpBossStandIn, type StandInRequest } from './follow-up-boss-server.js';
import { postgresSchema } from './postgres.js';
import { waitFor } from './webhook-receiver.js';
import { startBuiltServer, type BuiltServer } from '../../../scripts/lib/built-server.js';

const API_KEY = 'fub-test-key-7a5bad2c';
const SITE_URL = 'https://www.pacificcrest.example';
const origin: LeadOrigin = { ip: '203.0.113.9', userAgent: 'test', ipHashSecret: undefined };

/** Fast settings for tests: a short deadline and backoff. */
const crmConfig = (url: string, overrides: Partial<FollowUpBossConfig> = {}): FollowUpBossConfig => ({
  apiKey: API_KEY,
  url,
  system: 'PacificCrestSite',
  systemKey: 'system-key-560270f7',
  source: 'www.pacificcrest.example',
  siteUrl: SITE_URL,
  timeoutMs: 1000,
  maxAttempts: 5,
  backoffMs: 40,
  backoffMaxMs: 150,
  ...overrides,
});
const fastOptions: FollowUpBossOptions = { idlePollMs: 100, stopGraceMs: 100 };

const bundled = fixtureContentRepository();
/** An MLS listing as the site shows it (decision 0020): its id is its MLS number, its location starts with a street. */
const mlsListing: Property = {
  id: 'OC25-0042',
  title: '27 Harbor View Dr, Newport Beach',
  status: 'For Sale',
  imageUrl: '/images/properties/pcr-1001.svg',
  price: 2_450_000,
  location: '27 Harbor View Dr, Newport Beach, CA',
  bedrooms: 3,
  bathrooms: 2.5,
  squareFeet: 2100,
  agent: bundled.properties()[0]!.agent,
  neighborhood: 'newport-beach',
  propertyType: 'condo',
  listedAt: '2026-10-01',
  attribution: { disclaimer: 'Listing data from the MLS.', dataUpdatedAt: '2026-11-20T08:00:00.000Z' },
};
const content = { ...bundled, property: (id: string) => (id === mlsListing.id ? mlsListing : bundled.property(id)) };

interface CrmRow extends Record<string, unknown> {
  id: string;
  lead_id: string;
  event_type: string;
  created_at: Date | string;
  attempts: number;
  delivered_at: Date | string | null;
  failed_at: Date | string | null;
  lease_token: string | null;
  last_error: string | null;
}

const drained = (rows: CrmRow[]) =>
  rows.length > 0 && rows.every((r) => (r.delivered_at !== null || r.failed_at !== null) && r.lease_token === null);
const iso = (value: Date | string) => new Date(value).toISOString();
const bodyOf = (request: StandInRequest) => request.json as { person: { emails: { value: string }[] } };
const emailOf = (request: StandInRequest) => bodyOf(request).person.emails[0]?.value;

describe('leads to Follow Up Boss, over HTTP to a stand-in that answers as its docs say', () => {
  let dataDir: { dir: string; remove: () => void };
  let db: SqlClient;
  let standIn: FollowUpBossStandIn;
  const dispatchers: OutboxDispatcher[] = [];
  const start = (config: FollowUpBossConfig = crmConfig(standIn.url), logger = memoryLogger()) => {
    const dispatcher = startFollowUpBossDispatcher(
      sqlLeadCrmOutbox(db),
      config,
      { content, alertOf: sqlCrmAlerts(db) },
      logger,
      fastOptions,
    );
    dispatchers.push(dispatcher);
    return { dispatcher, logger };
  };
  const crmRows = () => db.query<CrmRow>('SELECT * FROM lead_crm_outbox ORDER BY created_at, id');
  /** Every row delivered or given up, no lease held, every dispatcher stopped: what the stand-in has is all it gets. */
  const drain = async () => {
    await waitFor('the CRM outbox drained', async () => drained(await crmRows()));
    await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
  };

  beforeAll(async () => {
    dataDir = pgliteDataDir('follow-up-boss');
    db = await openPgliteClient(dataDir.dir);
    await migrate(db, migrationsDir, silentLogger);
  });
  beforeEach(async () => {
    await db.exec('DELETE FROM lead_crm_outbox; DELETE FROM leads;');
    standIn = await startFollowUpBossStandIn(API_KEY);
  });
  afterEach(async () => {
    await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
    await standIn.stop();
  });
  afterAll(async () => {
    await db?.close();
    dataDir?.remove();
  });

  it('sends each event type as the CRM expects it, with Basic auth and the system headers', async () => {
    const { dispatcher, logger } = start();
    const store = sqlLeadStore(db, { crm: true, onQueued: () => dispatcher.wake() });
    const confirmations = sqlSubscriptionConfirmations(db, 'confirmation-secret', {
      crm: true,
      onQueued: () => dispatcher.wake(),
    });
    let app: RunningApp | undefined;
    try {
      // A question from a listing's page (an MLS listing, in Spanish), through the API.
      app = await startApp({ leads: store, content });
      const res = await postJson(app.baseUrl, '/api/contact', {
        name: 'Lucía Fernández Ortega',
        email: 'lucia@example.com',
        phone: '(949) 555-0142',
        page: '/es/properties/OC25-0042',
      });
      expect(res.status).toBe(201);
      const inquiry = expectValid(CreatedBodySchema, await res.json());
      const general = await store.create(
        contactLead(
          {
            name: 'Zelda Quintero',
            email: 'zelda.quintero@example.com',
            phone: '(714) 555-0199',
            message: 'Looking for a three-bedroom near Crystal Cove',
            propertyInterest: 'Buying',
            howDidYouHear: 'Friend',
            page: '/contact',
          },
          origin,
        ),
      );
      const described = {
        street: '418 Marigold Ave',
        city: 'newport-beach',
        zip: '92625',
        propertyType: 'single-family',
        bedrooms: 3,
        bathrooms: 2.5,
        livingArea: 1850,
        condition: 'needs-updates',
        timeline: '3-to-6-months',
      } as const;
      const seller = await store.create(
        sellerLead(
          {
            ...described,
            name: 'Omar Haddad',
            email: 'omar.haddad@example.com',
            phone: '(949) 555-0177',
            consent: true,
            page: '/sell',
          },
          { ...described, cityName: 'Newport Beach', comparables: [] },
          origin,
        ),
      );
      const subscription = await store.create(subscriberLead('sam.lee@example.com'));
      const searchAlert = await store.create(
        alertLead(
          { email: 'ines@example.com', frequency: 'daily', consent: true, page: '/es/properties' },
          { kind: 'search', search: { city: 'irvine', minBeds: 3, maxPrice: 1_500_000, type: 'townhouse' } },
          origin,
        ),
      );
      const homeAlert = await store.create(
        alertLead(
          { email: 'noah@example.com', frequency: 'instant', consent: true },
          { kind: 'home', propertyId: 'pcr-1001' },
          origin,
        ),
      );
      await store.create(
        contactLead(
          { name: 'Bot', email: 'bot@spam.example', phone: '(000) 000-0000', website: 'http://spam.example' },
          origin,
        ),
      );

      // A subscription or an alert is no contact until its address confirms it; spam never is.
      expect((await crmRows()).map((r) => [r.lead_id, r.event_type])).toEqual([
        [inquiry.id, 'Property Inquiry'],
        [general.id, 'General Inquiry'],
        [seller.id, 'Seller Inquiry'],
      ]);
      for (const lead of [subscription, searchAlert, homeAlert]) await confirmations.confirm(lead.id);
      // A confirmation link opened again queues nothing more.
      await confirmations.confirm(subscription.id);
      await drain();

      const rows = await crmRows();
      expect(rows).toHaveLength(6);
      const queuedAt = (leadId: string) => iso(rows.find((r) => r.lead_id === leadId)!.created_at);
      const sent = new Map(standIn.requests.map((r) => [emailOf(r), r]));
      expect(standIn.requests).toHaveLength(6);

      expect(sent.get('lucia@example.com')?.json).toEqual({
        source: 'www.pacificcrest.example',
        system: 'PacificCrestSite',
        type: 'Property Inquiry',
        occurredAt: inquiry.receivedAt,
        description: 'Sent from: https://www.pacificcrest.example/es/properties/OC25-0042',
        person: {
          firstName: 'Lucía',
          lastName: 'Fernández Ortega',
          emails: [{ value: 'lucia@example.com' }],
          phones: [{ value: '(949) 555-0142' }],
          tags: ['Prefers Spanish'],
        },
        property: {
          street: '27 Harbor View Dr',
          city: 'Newport Beach',
          state: 'CA',
          mlsNumber: 'OC25-0042',
          price: 2450000,
          url: 'https://www.pacificcrest.example/properties/OC25-0042',
          type: 'Condo',
          bedrooms: 3,
          bathrooms: 2.5,
          area: 2100,
        },
      });
      expect(sent.get('zelda.quintero@example.com')?.json).toEqual({
        source: 'www.pacificcrest.example',
        system: 'PacificCrestSite',
        type: 'General Inquiry',
        occurredAt: general.receivedAt,
        message: 'Looking for a three-bedroom near Crystal Cove',
        description:
          'Interested in: Buying\nHeard about us: Friend\nSent from: https://www.pacificcrest.example/contact',
        person: {
          firstName: 'Zelda',
          lastName: 'Quintero',
          emails: [{ value: 'zelda.quintero@example.com' }],
          phones: [{ value: '(714) 555-0199' }],
        },
      });
      expect(sent.get('omar.haddad@example.com')?.json).toEqual({
        source: 'www.pacificcrest.example',
        system: 'PacificCrestSite',
        type: 'Seller Inquiry',
        occurredAt: seller.receivedAt,
        description:
          'Condition: Needs some updates\nTimeline: In 3 to 6 months\nSent from: https://www.pacificcrest.example/sell',
        person: {
          firstName: 'Omar',
          lastName: 'Haddad',
          emails: [{ value: 'omar.haddad@example.com' }],
          phones: [{ value: '(949) 555-0177' }],
          tags: ['Seller'],
        },
        property: {
          street: '418 Marigold Ave',
          city: 'Newport Beach',
          state: 'CA',
          code: '92625',
          type: 'Single-family home',
          bedrooms: 3,
          bathrooms: 2.5,
          area: 1850,
        },
      });
      expect(sent.get('sam.lee@example.com')?.json).toEqual({
        source: 'www.pacificcrest.example',
        system: 'PacificCrestSite',
        type: 'Registration',
        occurredAt: queuedAt(subscription.id),
        description: 'Interest: Market updates',
        person: { firstName: 'Sam', lastName: 'Lee', emails: [{ value: 'sam.lee@example.com' }], tags: ['Newsletter'] },
      });
      expect(sent.get('ines@example.com')?.json).toEqual({
        source: 'www.pacificcrest.example',
        system: 'PacificCrestSite',
        type: 'Registration',
        occurredAt: queuedAt(searchAlert.id),
        description:
          'Alerts about this search: daily\n' +
          'Search: https://www.pacificcrest.example/properties?' +
          'city=irvine&maxPrice=1500000&minBeds=3&type=townhouse\n' +
          'Sent from: https://www.pacificcrest.example/es/properties',
        person: { emails: [{ value: 'ines@example.com' }], tags: ['Listing alert', 'Prefers Spanish'] },
        propertySearch: { type: 'Townhouse', city: 'Irvine', state: 'CA', maxPrice: 1500000, minBedrooms: 3 },
      });
      // A home the site bundles: no street address, no MLS number.
      expect(sent.get('noah@example.com')?.json).toEqual({
        source: 'www.pacificcrest.example',
        system: 'PacificCrestSite',
        type: 'Registration',
        occurredAt: queuedAt(homeAlert.id),
        description: 'Alerts about this home: instant',
        person: { emails: [{ value: 'noah@example.com' }], tags: ['Listing alert'] },
        property: {
          city: 'Newport Beach',
          state: 'CA',
          price: 3895000,
          url: 'https://www.pacificcrest.example/properties/pcr-1001',
          type: 'Single-family home',
          bedrooms: 4,
          bathrooms: 4.5,
          area: 3420,
        },
      });

      // The stand-in took every one as a new person (201): the payloads are what its docs ask for.
      expect(standIn.requests.map((r) => r.answer)).toEqual(Array.from({ length: 6 }, () => ({ status: 201 })));
      for (const request of standIn.requests) {
        expect(request.method).toBe('POST');
        expect(request.url).toBe('/v1/events');
        expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`);
        expect(request.headers['x-system']).toBe('PacificCrestSite');
        expect(request.headers['x-system-key']).toBe('system-key-560270f7');
        expect(request.headers['content-type']).toBe('application/json');
      }
      // Each event under its row's id.
      const leadOf: Record<string, string> = {
        'lucia@example.com': inquiry.id,
        'zelda.quintero@example.com': general.id,
        'omar.haddad@example.com': seller.id,
        'sam.lee@example.com': subscription.id,
        'ines@example.com': searchAlert.id,
        'noah@example.com': homeAlert.id,
      };
      for (const [email, request] of sent)
        expect(request.headers['idempotency-key']).toBe(rows.find((r) => r.lead_id === leadOf[email ?? ''])?.id);
      expect(rows.every((r) => r.attempts === 1 && r.delivered_at !== null && r.last_error === null)).toBe(true);
      expect(logger.entries().map((e) => [e.msg, e.event])).toContainEqual([
        'Follow Up Boss event delivered',
        'Registration',
      ]);
      // No form contents in any log line, the app's or the dispatcher's.
      const logs = [...logger.lines, ...app.logger.lines].join('');
      for (const value of ['Lucía', 'lucia@example.com', '(949) 555-0142', 'Crystal Cove', '418 Marigold'])
        expect(logs).not.toContain(value);
    } finally {
      await app?.close();
    }
  });

  it('names the agent lead routing assigned as the person\'s assignedTo', async () => {
    const { dispatcher } = start();
    const route = leadRouter(leadRouting, agents, cities, (propertyId) => content.property(propertyId)?.agent.slug);
    const store = sqlLeadStore(db, { crm: true, route, onQueued: () => dispatcher.wake() });
    // A question from the page of a home Daniel Okafor lists: rule 1 gives it to him.
    await store.create(contactLead({ name: 'Ines Navarro', email: 'ines.navarro@example.com', phone: '(949) 555-0163', page: '/properties/pcr-1001' }, origin));
    await drain();
    expect(standIn.requests).toHaveLength(1);
    expect((standIn.requests[0]!.json as { type: string; person: { assignedTo?: string } })).toMatchObject({ type: 'Property Inquiry', person: { assignedTo: 'Daniel Okafor' } });
  });

  it('queues nothing without FOLLOW_UP_BOSS_API_KEY; a lead and its event commit together or not at all', async () => {
    const contact = contactLead(
      { name: 'Ana Ruiz', email: 'ana@example.com', phone: '(949) 555-0100', page: '/contact' },
      origin,
    );
    const { id } = await sqlLeadStore(db).create(contact);
    const subscription = await sqlLeadStore(db).create(subscriberLead('quiet@example.com'));
    await sqlSubscriptionConfirmations(db, 'confirmation-secret').confirm(subscription.id);
    expect(await crmRows()).toEqual([]);
    expect((await db.query('SELECT id FROM leads')).map((r) => r.id).sort()).toEqual([id, subscription.id].sort());

    await db.exec('ALTER TABLE lead_crm_outbox ADD CONSTRAINT refuse_everything CHECK (lead_id IS NULL)');
    try {
      await expect(
        sqlLeadStore(db, { crm: true }).create({ ...contact, email: 'refused@example.com' }),
      ).rejects.toThrow(/refuse_everything/);
      expect(await db.query(`SELECT id FROM leads WHERE email = 'refused@example.com'`)).toEqual([]);
    } finally {
      await db.exec('ALTER TABLE lead_crm_outbox DROP CONSTRAINT refuse_everything');
    }
  });

  it('delivers at least once: after a dropped connection and a 503, the same event, same Idempotency-Key', async () => {
    standIn.script(['drop', { status: 503 }]);
    const { dispatcher, logger } = start();
    await sqlLeadStore(db, { crm: true, onQueued: () => dispatcher.wake() }).create(
      contactLead({ name: 'Ana Ruiz', email: 'ana@example.com', phone: '(949) 555-0100', page: '/contact' }, origin),
    );
    await drain();
    expect(standIn.requests.map((r) => r.answer)).toEqual(['drop', { status: 503 }, { status: 201 }]);
    const [row] = await crmRows();
    expect(row).toMatchObject({ attempts: 3, failed_at: null, last_error: null });
    expect(row?.delivered_at).not.toBeNull();
    expect(new Set(standIn.requests.map((r) => r.headers['idempotency-key']))).toEqual(new Set([row?.id]));
    expect(new Set(standIn.requests.map((r) => r.body)).size).toBe(1);
    const outcomes = logger.entries().map((e) => [e.msg, e.reason]);
    expect(outcomes.slice(1)).toEqual([
      ['Follow Up Boss event attempt failed, will retry', 'HTTP 503'],
      ['Follow Up Boss event delivered', undefined],
    ]);
    // The dropped connection's reason is the socket error's code, nothing the lead said.
    expect(outcomes[0]).toEqual([
      'Follow Up Boss event attempt failed, will retry',
      expect.stringMatching(/^(UND_ERR_SOCKET|ECONNRESET)$/),
    ]);
  });

  it('has a stand-in answering as the docs say: 401 without the key, 400 with errorMessage, 201 then 200', async () => {
    const post = (body: unknown, key = API_KEY) =>
      fetch(`${standIn.url}/v1/events`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const event = {
      source: 'www.pacificcrest.example',
      type: 'General Inquiry',
      person: { emails: [{ value: 'a@example.com' }] },
    };
    expect((await post(event, 'wrong-key')).status).toBe(401);
    const bad = await post({ ...event, type: 'Chat' });
    expect([bad.status, await bad.json()]).toEqual([400, { errorMessage: 'Invalid event type: Chat.' }]);
    expect((await post(event)).status).toBe(201);
    const again = await post(event);
    expect([again.status, again.headers.get('x-ratelimit-context')]).toEqual([200, 'POST.events']);
  });

  it('waits at least the Retry-After of a 429 before trying again', async () => {
    standIn.script([{ status: 429, retryAfter: '1' }]);
    const { dispatcher, logger } = start();
    await sqlLeadStore(db, { crm: true, onQueued: () => dispatcher.wake() }).create(
      contactLead({ name: 'Ana Ruiz', email: 'ana@example.com', phone: '(949) 555-0100', page: '/contact' }, origin),
    );
    await drain();
    const [limited, retried] = standIn.requests;
    expect([limited?.answer, retried?.answer]).toEqual([{ status: 429, retryAfter: '1' }, { status: 201 }]);
    // The backoff alone would have tried again within 40 ms: the stand-in's clock shows the second second.
    expect(retried!.arrivedAt - limited!.answeredAt!).toBeGreaterThanOrEqual(1000);
    expect(logger.entries().find((e) => e.reason === 'HTTP 429')).toMatchObject({
      msg: 'Follow Up Boss event attempt failed, will retry',
      retryInMs: 1000,
    });
  });

  it('reads Retry-After as seconds or an HTTP date, and obeys an hour at most', () => {
    const now = Date.parse('2026-11-20T08:00:00Z');
    expect(retryAfterMs('8', now)).toBe(8000);
    expect(retryAfterMs('Fri, 20 Nov 2026 08:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 20 Nov 2026 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('gives up a 400 at once, with its reason; a 204 (lead flow archived) is delivered, and logged', async () => {
    standIn.script([{ status: 400, errorMessage: 'Invalid value for person.phones.' }, { status: 204 }]);
    const { dispatcher, logger } = start();
    const store = sqlLeadStore(db, { crm: true, onQueued: () => dispatcher.wake() });
    const refused = await store.create(
      contactLead({ name: 'Ana Ruiz', email: 'ana@example.com', phone: '(949) 555-0100', page: '/contact' }, origin),
    );
    await waitFor('the refusal recorded', async () => (await crmRows()).some((r) => r.failed_at !== null));
    const ignored = await store.create(
      contactLead({ name: 'Ben Ortiz', email: 'ben@example.com', phone: '(949) 555-0101', page: '/contact' }, origin),
    );
    await drain();

    expect(standIn.requests.map((r) => r.answer)).toEqual([
      { status: 400, errorMessage: 'Invalid value for person.phones.' },
      { status: 204 },
    ]);
    const rows = await crmRows();
    expect(rows.find((r) => r.lead_id === refused.id)).toMatchObject({
      attempts: 1,
      delivered_at: null,
      last_error: 'HTTP 400: Invalid value for person.phones.',
    });
    expect(rows.find((r) => r.lead_id === ignored.id)).toMatchObject({
      attempts: 1,
      failed_at: null,
      last_error: null,
    });
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'Follow Up Boss event given up: refused for good (the lead stays stored)',
        lead: refused.id,
        event: 'General Inquiry',
        reason: 'HTTP 400: Invalid value for person.phones.',
      }),
    );
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'Follow Up Boss ignored the lead: the lead flow of this source is archived',
        lead: ignored.id,
      }),
    );
    expect((await db.query('SELECT id FROM leads')).map((r) => r.id).sort()).toEqual([refused.id, ignored.id].sort());
  });
});

describe('Follow Up Boss settings', () => {
  it('are off by default; FOLLOW_UP_BOSS_API_KEY turns them on: the public API, the brand, the site’s host', () => {
    expect(loadConfig({}).followUpBoss).toBeUndefined();
    expect(
      loadConfig({ FOLLOW_UP_BOSS_API_KEY: 'abc123', SITE_URL: 'https://www.pacificcrest.example' }).followUpBoss,
    ).toEqual({
      apiKey: 'abc123',
      url: 'https://api.followupboss.com',
      system: 'Pacific Crest Realty',
      systemKey: undefined,
      source: 'www.pacificcrest.example',
      siteUrl: 'https://www.pacificcrest.example',
      timeoutMs: followUpBossDefaults.timeoutMs,
      maxAttempts: followUpBossDefaults.maxAttempts,
      backoffMs: followUpBossDefaults.backoffMs,
      backoffMaxMs: followUpBossDefaults.backoffMaxMs,
    });
    expect(
      loadConfig({
        FOLLOW_UP_BOSS_API_KEY: 'abc123',
        FOLLOW_UP_BOSS_URL: 'http://127.0.0.1:9/',
        FOLLOW_UP_BOSS_SYSTEM: 'PacificCrestSite',
        FOLLOW_UP_BOSS_SYSTEM_KEY: 'k',
      }).followUpBoss,
    ).toMatchObject({ url: 'http://127.0.0.1:9', system: 'PacificCrestSite', systemKey: 'k' });
  });

  it.each([
    ['ftp://api.followupboss.com', /FOLLOW_UP_BOSS_URL must be an https:\/\/ URL/],
    ['http://api.followupboss.com', /FOLLOW_UP_BOSS_URL must be an https:\/\/ URL/],
    ['https://api.followupboss.com/v1/events', /FOLLOW_UP_BOSS_URL must be the API’s origin only/],
    ['https://user:pw@api.followupboss.com', /FOLLOW_UP_BOSS_URL must be the API’s origin only/],
    ['not a url', /FOLLOW_UP_BOSS_URL must be an https:\/\/ URL/],
  ])('refuse FOLLOW_UP_BOSS_URL=%s', (url, message) => {
    expect(() => loadConfig({ FOLLOW_UP_BOSS_API_KEY: 'abc123', FOLLOW_UP_BOSS_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ FOLLOW_UP_BOSS_API_KEY: 'abc123', FOLLOW_UP_BOSS_URL: url })).toThrow(message);
  });

  it('refuse the other settings without the key, a system key without its system, and never repeat a key', () => {
    expect(() => loadConfig({ FOLLOW_UP_BOSS_URL: 'https://api.followupboss.com' })).toThrow(
      /need FOLLOW_UP_BOSS_API_KEY/,
    );
    expect(() => loadConfig({ FOLLOW_UP_BOSS_API_KEY: 'abc123', FOLLOW_UP_BOSS_SYSTEM_KEY: 'k' })).toThrow(
      /FOLLOW_UP_BOSS_SYSTEM_KEY needs FOLLOW_UP_BOSS_SYSTEM/,
    );
    try {
      loadConfig({
        FOLLOW_UP_BOSS_API_KEY: 'has:colon-xyzzy',
        FOLLOW_UP_BOSS_SYSTEM: 'S',
        FOLLOW_UP_BOSS_SYSTEM_KEY: 'bad\u0001plugh',
      });
      expect.fail('accepted');
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/FOLLOW_UP_BOSS_API_KEY must be the API key/);
      expect(problems).toMatch(/FOLLOW_UP_BOSS_SYSTEM_KEY must be/);
      expect(problems).not.toMatch(/xyzzy|plugh/);
    }
  });
});

/** The files `file` loads as it starts: its static imports (not type-only), and theirs, within src/. */
function loadedAtStart(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !fs.existsSync(file)) return seen;
  seen.add(file);
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly
        ? statement.moduleSpecifier
        : ts.isExportDeclaration(statement) && !statement.isTypeOnly
          ? statement.moduleSpecifier
          : undefined;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      loadedAtStart(path.resolve(path.dirname(file), specifier.text.replace(/\.js$/, '.ts')), seen);
    }
  }
  return seen;
}

describe('the CRM code (decision 0044: loaded only when used)', () => {
  it('is not loaded at start: server-main imports it only when FOLLOW_UP_BOSS_API_KEY is set', () => {
    const src = fileURLToPath(new URL('../src/', import.meta.url));
    const loaded = [...loadedAtStart(path.join(src, 'server-main.ts'))].map((file) => path.relative(src, file));
    expect(loaded).toContain('storage/lead-crm-outbox.ts');
    expect(loaded).not.toContain('notifications/follow-up-boss.ts');
    expect(fs.readFileSync(path.join(src, 'server-main.ts'), 'utf8')).toMatch(
      /followUpBoss\s*\?\s*\(await import\('\.\/notifications\/follow-up-boss\.js'\)\)/,
    );
  });
});

/** The server as `npm run serve:ts` runs it, without the memory restart (main.ts) it does not need here. */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(apiDir, '../../node_modules/.bin/tsx');

function startServer(env: Record<string, string>): {
  child: ChildProcessWithoutNullStreams;
  lines: Record<string, unknown>[];
  stderr: () => string;
} {
  const child = spawn(tsx, ['src/server-main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: NO_WEB_DIST,
      WEB_SSR_DIST: NO_WEB_DIST,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  const lines: Record<string, unknown>[] = [];
  let buffer = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const line of parts) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, lines, stderr: () => stderr };
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

describe('the server process with FOLLOW_UP_BOSS_API_KEY', () => {
  it('refuses an invalid FOLLOW_UP_BOSS_URL at start, naming it and not the key', async () => {
    const data = tempDir('follow-up-boss-refused');
    try {
      const { child, stderr } = startServer({
        DATA_DIR: data.dir,
        FOLLOW_UP_BOSS_API_KEY: 'start-secret-key',
        FOLLOW_UP_BOSS_URL: 'http://crm.example/v1',
      });
      expect(await exited(child)).toBe(1);
      expect(stderr()).toMatch(/^Configuration error: FOLLOW_UP_BOSS_URL must be an https:\/\/ URL/m);
      expect(stderr()).not.toContain('start-secret-key');
    } finally {
      data.remove();
    }
  });

  it(
    'stays up while the CRM stops in the middle of a delivery, and delivers once it is back',
    { timeout: 90_000 },
    async () => {
      const schema = await postgresSchema();
      const data = tempDir('follow-up-boss-process');
      const crm = await startFollowUpBossStandIn(API_KEY);
      const { child, lines } = startServer({
        DATA_DIR: data.dir,
        DATABASE_URL: schema.url,
        SITE_URL,
        FOLLOW_UP_BOSS_API_KEY: API_KEY,
        FOLLOW_UP_BOSS_URL: crm.url,
      });
      try {
        await waitFor('the server listening', () => lines.some((l) => l.msg === 'listening'), 60_000);
        expect(lines).toContainEqual(
          expect.objectContaining({
            msg: 'leads to Follow Up Boss on',
            to: crm.url,
            source: 'www.pacificcrest.example',
          }),
        );
        const baseUrl = String(lines.find((l) => l.msg === 'listening')?.url);
        const contact = (n: number) => ({
          name: `Person Number${n}`,
          email: `person${n}@example.com`,
          phone: '(949) 555-0100',
          page: '/contact',
        });

        expect((await postJson(baseUrl, '/api/contact', contact(1))).status).toBe(201);
        await waitFor('the first lead in the CRM', () => crm.accepted().length === 1);

        // The CRM stops while the second lead's request is in flight.
        crm.script(['hang']);
        expect((await postJson(baseUrl, '/api/contact', contact(2))).status).toBe(201);
        await waitFor('the second lead sent', () => crm.requests.length === 2);
        await crm.stop();
        await waitFor('the failed attempt logged', () =>
          lines.some((l) => l.msg === 'Follow Up Boss event attempt failed, will retry'),
        );
        // Leads are still taken while the CRM is away.
        expect((await postJson(baseUrl, '/api/contact', contact(3))).status).toBe(201);

        await crm.start();
        // The third lead's retry, then the second's after its backoff (5–10 s by default).
        await waitFor('every lead in the CRM', () => new Set(crm.accepted().map(emailOf)).size === 3, 60_000);
        expect(child.exitCode).toBeNull();
        expect((await fetch(`${baseUrl}/api/agents`)).status).toBe(200);
        // The second lead's cut attempt and its delivery: one event, one Idempotency-Key.
        const second = crm.requests.filter((r) => emailOf(r) === 'person2@example.com');
        expect(second.length).toBeGreaterThanOrEqual(2);
        expect(new Set(second.map((r) => r.headers['idempotency-key'])).size).toBe(1);
        expect(new Set(crm.accepted().map(emailOf))).toEqual(
          new Set(['person1@example.com', 'person2@example.com', 'person3@example.com']),
        );

        child.kill('SIGTERM');
        expect(await exited(child)).toBe(0);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        await crm.stop();
        await schema.drop();
        data.remove();
      }
    },
  );
});

describe('the compiled server killed with SIGKILL while an event is on its way to the CRM', () => {
  it.each(['PostgreSQL', 'PGlite'] as const)(
    '%s: a new server on the same database sends it again under the same Idempotency-Key; the lead is kept',
    { timeout: 120_000 },
    async (database) => {
      const schema = database === 'PostgreSQL' ? await postgresSchema() : undefined;
      const data = database === 'PGlite' ? pgliteDataDir('follow-up-boss-killed') : tempDir('follow-up-boss-killed');
      const crm = await startFollowUpBossStandIn(API_KEY);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: data.dir,
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        WEB_DIST: NO_WEB_DIST,
        WEB_SSR_DIST: NO_WEB_DIST,
        LOG_LEVEL: 'info',
        SITE_URL,
        FOLLOW_UP_BOSS_API_KEY: API_KEY,
        FOLLOW_UP_BOSS_URL: crm.url,
        // A 2 s attempt: the dead process's lease runs out 2 × 2 s + 2 s after its last renewal, not 22 s.
        FOLLOW_UP_BOSS_TIMEOUT_MS: '2000',
      };
      const servers: BuiltServer[] = [];
      const outbox = async (client: SqlClient) =>
        client.query<CrmRow>('SELECT * FROM lead_crm_outbox ORDER BY created_at, id');
      try {
        // The CRM holds the first event: it has the request, and the server waits for the answer.
        crm.script(['hang']);
        const first = await startBuiltServer(env);
        servers.push(first);
        const res = await postJson(first.baseUrl, '/api/contact', {
          name: 'Rosa Delgado',
          email: 'rosa.delgado@example.com',
          phone: '(949) 555-0131',
          message: 'A three-bedroom near the harbor, please',
          page: '/contact',
        });
        expect(res.status).toBe(201);
        const lead = expectValid(CreatedBodySchema, await res.json());
        await waitFor('the event in flight at the CRM', () => crm.requests.length === 1, 30_000);
        expect(crm.requests[0]!.answeredAt).toBeUndefined();

        if (schema) {
          // The database says so too: claimed (one attempt counted, a lease held), not delivered.
          const pg = openPgClient(schema.url, silentLogger);
          try {
            expect(await outbox(pg)).toEqual([
              expect.objectContaining({ lead_id: lead.id, attempts: 1, delivered_at: null, failed_at: null, lease_token: expect.any(String) }),
            ]);
          } finally {
            await pg.close();
          }
        }

        // Our process dies mid-delivery: no shutdown, no release of the row, no outcome recorded.
        first.child.kill('SIGKILL');
        expect(await first.exited).toBeNull();
        expect(first.child.signalCode).toBe('SIGKILL');
        const killedAt = Date.now();
        expect(crm.accepted()).toEqual([]);

        // A new process on the same database; the CRM answers as its docs say from now on.
        const second = await startBuiltServer(env);
        servers.push(second);
        // Claimed again once the dead process's lease has run out (2 × 2 s + 2 s after its last renewal).
        await waitFor('the event delivered after the restart', () => crm.accepted().length === 1, 60_000);
        const [held, delivered] = crm.requests;
        expect(crm.requests).toHaveLength(2);
        expect(delivered!.arrivedAt).toBeGreaterThanOrEqual(killedAt);
        expect(delivered!.answer).toEqual({ status: 201 });
        // The same event both times, under one Idempotency-Key: the CRM can tell it is one lead.
        expect(held!.headers['idempotency-key']).toEqual(expect.any(String));
        expect(delivered!.headers['idempotency-key']).toBe(held!.headers['idempotency-key']);
        expect(delivered!.body).toBe(held!.body);
        expect(delivered!.json).toMatchObject({
          type: 'General Inquiry',
          occurredAt: lead.receivedAt,
          message: 'A three-bedroom near the harbor, please',
          person: {
            firstName: 'Rosa',
            lastName: 'Delgado',
            emails: [{ value: 'rosa.delgado@example.com' }],
            phones: [{ value: '(949) 555-0131' }],
            // The first turn of the agents who take leads, stored with the lead before the kill.
            assignedTo: 'Daniel Okafor',
          },
        });
        await waitFor('the delivery logged', () => second.output().includes('"Follow Up Boss event delivered"'));
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);

        // The lead and its event as stored: one lead, one row, delivered on the second attempt.
        const client = schema ? openPgClient(schema.url, silentLogger) : await openPgliteClient(data.dir);
        try {
          const leads = await client.query<{ id: string; email: string; agent: string }>(
            `SELECT id, email, assigned_agent->>'slug' AS agent FROM leads`,
          );
          expect(leads).toEqual([{ id: lead.id, email: 'rosa.delgado@example.com', agent: 'daniel-okafor' }]);
          const rows = await outbox(client);
          expect(rows).toEqual([
            expect.objectContaining({ id: held!.headers['idempotency-key'], lead_id: lead.id, attempts: 2, failed_at: null, lease_token: null }),
          ]);
          expect(rows[0]!.delivered_at).not.toBeNull();
        } finally {
          await client.close();
        }
      } finally {
        for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
        await Promise.all(servers.map((server) => server.exited));
        await crm.stop();
        await schema?.drop();
        data.remove();
      }
    },
  );
});
