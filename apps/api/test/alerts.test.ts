import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agents, neighborhoods } from '@pcr/content';
import { queueDueAlerts, type AlertMatchingSource } from '../src/alerts/alert-matching.js';
import { sqlAlertMailSource } from '../src/alerts/alert-mail-source.js';
import { loadConfig, migrationsDir, type LeadMailConfig, type ResoConfig } from '../src/config.js';
import { alertLead } from '../src/leads.js';
import { silentLogger } from '../src/logger.js';
import { mlsFeed } from '../src/mls/mls-hot-listings.js';
import { sqlMlsCopyStore } from '../src/mls/mls-copy-store.js';
import { alertListingOf } from '../src/mls/mls-own-listings.js';
import { replicateOnce } from '../src/mls/mls-replication.js';
import { composeLeadMail } from '../src/notifications/lead-mail.js';
import { sqlSubscriptionConfirmations } from '../src/notifications/subscription-confirmation.js';
import { sqlUnsubscribeService, subscriptionLinks } from '../src/notifications/unsubscribe.js';
import { sqlLeadMailOutbox } from '../src/storage/lead-mail-outbox.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { pgliteDataDir } from './helpers.js';
import { postgresSchema } from './postgres.js';
import { mlsOpenHouse, officeListing, resoClientEnv, startResoServer, TEST_MLS_CLIENT, type ResoServer } from './reso-server.js';
import { sqlMlsOpenHousesStore } from '../src/mls/mls-open-houses-store.js';

/**
 * Saved-search alerts from the MLS copy (issue 31, decision 0038), on PGlite and on PostgreSQL: the
 * copy's events, made by a real replication pass against the test RESO server, matched to confirmed
 * alerts and queued as e-mails; what is sent once, batched, at the next morning, or never.
 */

const START = Date.parse('2026-11-24T18:00:00Z');
const now = () => START;
const SECRET = 'alerts-test-secret';
const SITE = 'https://www.pacificcrest.test';

/** Three Irvine homes of the office for sale, one in escrow, and one with 2 bedrooms. */
const atTheMls = () => [
  officeListing('IR26700001', { ListPrice: 1_000_000 }),
  officeListing('IR26700002', { StandardStatus: 'Withdrawn' }),
  officeListing('IR26700003', { StandardStatus: 'Pending' }),
  officeListing('IR26700004', { BedroomsTotal: 2 }),
];

const records: Record<string, unknown>[] = [];
const openHouses: Record<string, unknown>[] = [];
let mls: ResoServer;
beforeAll(async () => {
  mls = await startResoServer({ ...TEST_MLS_CLIENT, tokenLifetimeS: 3600, pageSize: 50, records, openHouses });
});
afterAll(() => mls.close());
beforeEach(() => {
  mls.reset(50);
  records.splice(0, records.length, ...atTheMls());
  openHouses.splice(0, openHouses.length);
});

const resoConfig = (): ResoConfig =>
  loadConfig({ ...resoClientEnv(mls), RESO_MEDIA_ORIGINS: 'https://photos.mls.test', RESO_OFFICE_ID: 'PCR01', RESO_DISCLAIMER: 'Listings courtesy of the Test MLS.' }).reso!;
const mailConfig: LeadMailConfig = loadConfig({ SITE_URL: SITE }).leadMail;
let listingOf: ReturnType<typeof alertListingOf>;
let source: AlertMatchingSource;
beforeAll(() => {
  listingOf = alertListingOf(resoConfig(), { neighborhoods, agents });
  source = { neighborhoods, propertyOf: (record) => listingOf(record) };
});

/** A change at the MLS to listing `key`, stamped after everything before it. */
let stamp = 0;
function changeAtMls(key: string, fields: Record<string, unknown>) {
  stamp += 1;
  const at = new Date(Date.parse('2026-11-24T17:00:00Z') + stamp * 1000).toISOString();
  const index = records.findIndex((record) => record.ListingKey === key);
  if (index === -1) records.push(officeListing(key, { ...fields, ModificationTimestamp: at }));
  else records[index] = { ...records[index], ...fields, ModificationTimestamp: at };
}

function alertsSuite(driver: string, setup: () => Promise<{ open: () => Promise<SqlClient>; teardown: () => Promise<void> }>, { sharedByInstances }: { sharedByInstances: boolean }) {
  describe(`alerts on ${driver}`, () => {
    let open: () => Promise<SqlClient>;
    let teardown: () => Promise<void>;
    let db: SqlClient;
    beforeEach(async () => {
      ({ open, teardown } = await setup());
      db = await open();
      await migrate(db, migrationsDir, silentLogger);
      // The first copy: no events (nothing is news yet).
      await pass();
    });
    afterEach(async () => {
      await db.close();
      await teardown();
    });

    const pass = () =>
      replicateOnce({
        serviceUrl: mls.serviceUrl,
        officeId: 'PCR01',
        feed: mlsFeed(resoConfig(), silentLogger, { now }),
        store: sqlMlsCopyStore(db),
        openHouses: sqlMlsOpenHousesStore(db),
        logger: silentLogger,
        now,
      });
    const leads = () => sqlLeadStore(db, { mail: { notifyTo: { en: ['agents@pacificcrest.test'], es: ['agents@pacificcrest.test'] } } });
    const confirmations = () => sqlSubscriptionConfirmations(db, SECRET);
    const origin = { ip: '203.0.113.9', userAgent: 'test', ipHashSecret: undefined };

    async function makeAlert(email: string, request: { search?: string; propertyId?: string; frequency?: 'instant' | 'daily' | 'weekly'; page?: string }, confirm = true) {
      const body = { email, frequency: request.frequency ?? 'instant', consent: true as const, search: request.search, propertyId: request.propertyId, page: request.page ?? '/properties' };
      const subject = request.propertyId ? { kind: 'home' as const, propertyId: request.propertyId } : { kind: 'search' as const, search: Object.fromEntries(new URLSearchParams(request.search ?? '')) as never };
      const { id } = await leads().create(alertLead(body, subject, origin));
      if (confirm) await confirmations().confirm(id);
      return id;
    }
    const digests = () =>
      db.query<{ id: string; lead_id: string; recipient: string }>(`SELECT id, lead_id, recipient FROM lead_mail_outbox WHERE message_kind = 'alert_digest' ORDER BY created_at, id`);
    const reported = async (outboxId: string) =>
      (
        await db.query<{ listing_key: string; kind: string }>(
          `SELECT e.listing_key, e.kind FROM alert_sends s JOIN listing_events e ON e.id = s.listing_event_id WHERE s.outbox_id = $1 ORDER BY e.listing_key, e.kind`,
          [outboxId],
        )
      ).map((row) => `${row.listing_key} ${row.kind}`);
    /** The moment the 15 minutes of an instant alert are over, or a daily one's morning comes. */
    const makeDue = (leadId: string) => db.query(`UPDATE lead_alerts SET due_at = now() - interval '1 second' WHERE lead_id = $1`, [leadId]);

    it('queues nothing but the request to confirm until the address confirms; then one e-mail with the new listing, the price cut and the home back on the market', async () => {
      const lead = await makeAlert('buyer@example.test', { search: 'city=irvine&minBeds=3' }, false);
      const visitorMails = await db.query<{ message_kind: string }>(`SELECT message_kind FROM lead_mail_outbox WHERE lead_id = $1`, [lead]);
      // The request to confirm, and no e-mail to the agency: an alert asks for e-mails, not a call.
      expect(visitorMails.map((row) => row.message_kind)).toEqual(['visitor_confirmation']);

      changeAtMls('IR26700005', {});
      await pass();
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 0, events: 0 });

      await confirmations().confirm(lead);
      changeAtMls('IR26700006', { ListOfficeName: 'Pacific Crest Realty' });
      changeAtMls('IR26700001', { ListPrice: 975_000 });
      changeAtMls('IR26700002', { StandardStatus: 'Active' });
      changeAtMls('IR26700004', { ListPrice: 900_000 });
      expect(await pass()).toMatchObject({ events: 4 });

      // One e-mail: the new listing, the price cut and the home back on the market; not IR26700005
      // (new before the address confirmed), not the 2-bedroom IR26700004.
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 1, events: 3 });
      const [digest] = await digests();
      expect(digest).toMatchObject({ lead_id: lead, recipient: 'buyer@example.test' });
      expect(await reported(digest!.id)).toEqual(['IR26700001 price_drop', 'IR26700002 back_on_market', 'IR26700006 new']);

      // The e-mail as the dispatcher builds it: the three homes as cards, and the way out.
      const [delivery] = await sqlLeadMailOutbox(db).claim(crypto.randomUUID(), 10, 60_000, 5).then((rows) => rows.filter((row) => row.messageKind === 'alert_digest'));
      const message = await composeLeadMail(delivery!, mailConfig, subscriptionLinks(SECRET, SITE), sqlAlertMailSource(db, { siteUrl: SITE, neighborhoods, propertyOf: listingOf }));
      expect(message?.to).toBe('buyer@example.test');
      expect(message?.text).toContain('Price cut $25,000');
      expect(message?.text).toContain('New');
      expect(message?.text).toContain('Back on market');
      expect(message?.text).toContain('Listing courtesy of Pacific Crest Realty');
      expect(message?.text).toContain(`${SITE}/properties/IR26700006`);
      expect(String((message?.headers as Record<string, { value: string }>)['List-Unsubscribe']!.value)).toMatch(new RegExp(`^<${SITE}/api/unsubscribe\\?lead=${lead}&token=`));
    });

    it('a new open house of a home a search or a home alert follows is news: the e-mail says when, in the alert’s language (issue 48)', async () => {
      await makeAlert('search@example.test', { search: 'city=irvine&minBeds=3' });
      await makeAlert('home@example.test', { propertyId: 'IR26700001', page: '/es/properties/IR26700001' });
      // Saturday November 28, 2026, 1 to 4 p.m. in California, on a home both follow; a broker-only one on another.
      openHouses.push(mlsOpenHouse('OH-IR1', 'IR26700001', { ModificationTimestamp: '2026-11-24T17:30:00Z' }));
      openHouses.push(mlsOpenHouse('OH-IR4-BROKERS', 'IR26700004', { OpenHouseType: 'Broker', ModificationTimestamp: '2026-11-24T17:30:00Z' }));
      await pass();
      expect((await db.query<{ kind: string }>(`SELECT kind FROM listing_events`)).map((row) => row.kind)).toEqual(['open_house']);
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 2, events: 2 });
      const mails = await sqlLeadMailOutbox(db).claim(crypto.randomUUID(), 10, 60_000, 5).then((rows) => rows.filter((row) => row.messageKind === 'alert_digest'));
      const alertMail = sqlAlertMailSource(db, { siteUrl: SITE, neighborhoods, propertyOf: listingOf, now });
      const byRecipient = new Map<string, Awaited<ReturnType<typeof composeLeadMail>>>();
      for (const delivery of mails) byRecipient.set(delivery.recipient, await composeLeadMail(delivery, mailConfig, subscriptionLinks(SECRET, SITE), alertMail));
      expect(byRecipient.get('search@example.test')?.text).toContain('Open house Saturday, November 28, 1:00 PM – 4:00 PM PST');
      // The home's alert was asked for on a Spanish page.
      expect(byRecipient.get('home@example.test')?.subject).toMatch(/^Casa abierta: /);
      expect(byRecipient.get('home@example.test')?.text).toContain('Casa abierta el sábado, 28 de noviembre, de 1:00 p. m. a 4:00 p. m. PST');

      // Read again in the overlap, or changed later: no second piece of news about the same open house.
      openHouses[0] = { ...openHouses[0], OpenHouseRemarks: 'Now with refreshments.', ModificationTimestamp: '2026-11-24T17:40:00Z' };
      await pass();
      expect((await db.query(`SELECT kind FROM listing_events`)).length).toBe(1);
    });

    it('an alert e-mail, in either language, repeats nothing typed into the form that asked for it (issue 45)', async () => {
      const scam = 'URGENT: your bank account is locked. Call +1-900-555-0100 or visit evil.example/login now';
      const search = await makeAlert('search@example.test', { search: 'city=irvine&minBeds=3', page: `/properties?note=${encodeURIComponent(scam)}` });
      const home = await makeAlert('home@example.test', { propertyId: 'IR26700001', page: `/es/properties/IR26700001?note=${encodeURIComponent(scam)}` });
      changeAtMls('IR26700006', {});
      changeAtMls('IR26700001', { ListPrice: 950_000 });
      await pass();
      expect(await queueDueAlerts(db, source)).toMatchObject({ emails: 2 });
      const deliveries = (await sqlLeadMailOutbox(db).claim(crypto.randomUUID(), 10, 60_000, 5)).filter((row) => row.messageKind === 'alert_digest');
      expect(deliveries.map((d) => d.lead.id).sort()).toEqual([search, home].sort());
      for (const delivery of deliveries) {
        const message = await composeLeadMail(delivery, mailConfig, subscriptionLinks(SECRET, SITE), sqlAlertMailSource(db, { siteUrl: SITE, neighborhoods, propertyOf: listingOf }));
        const whole = JSON.stringify([message?.subject, message?.headers, message?.text, message?.html]);
        for (const piece of [/urgent/i, /900.?555.?0100/, /evil.?example/i, /bank.?account/i]) expect(whole).not.toMatch(piece);
      }
    });

    it('batches an instant alert: at most one e-mail in 15 minutes, and never the same home and event twice', async () => {
      const lead = await makeAlert('batch@example.test', { search: 'city=irvine' });
      changeAtMls('IR26700006', {});
      await pass();
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 1, events: 1 });

      // Within the 15 minutes: a price cut waits.
      changeAtMls('IR26700006', { ListPrice: 950_000 });
      await pass();
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 0, events: 0 });
      expect((await digests()).length).toBe(1);

      // The 15 minutes are over: the price cut alone, not the new listing again.
      await makeDue(lead);
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 1, events: 1 });
      const second = (await digests())[1]!;
      expect(await reported(second.id)).toEqual(['IR26700006 price_drop']);

      // Read again by the overlap of the next pass: no event, no e-mail.
      await pass();
      await makeDue(lead);
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 0, events: 0 });

      // The database refuses a second report of a home and event to one alert, whatever the code does.
      const event = (await db.query<{ listing_event_id: string }>('SELECT listing_event_id FROM alert_sends WHERE lead_id = $1 LIMIT 1', [lead]))[0]!;
      await expect(db.query('INSERT INTO alert_sends (lead_id, listing_event_id, outbox_id) VALUES ($1, $2, $3)', [lead, event.listing_event_id, crypto.randomUUID()])).rejects.toThrow();
    });

    it('sends a daily alert at its morning with everything since, and nothing before', async () => {
      const lead = await makeAlert('daily@example.test', { search: 'city=irvine', frequency: 'daily' });
      changeAtMls('IR26700006', {});
      changeAtMls('IR26700007', {});
      await pass();
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 0, events: 0 });
      await makeDue(lead);
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 1, events: 2 });
      // The next morning is the next 7 a.m. in Los Angeles.
      const [{ due_at }] = (await db.query<{ due_at: Date | string }>('SELECT due_at FROM lead_alerts WHERE lead_id = $1', [lead])) as [{ due_at: Date | string }];
      expect(new Date(due_at).getUTCMinutes()).toBe(0);
      expect([14, 15]).toContain(new Date(due_at).getUTCHours());
    });

    it("follows one home into escrow and to its sale; a paused alert, an opted-out address and another office's home get nothing", async () => {
      const home = await makeAlert('home@example.test', { propertyId: 'IR26700001' });
      const paused = await makeAlert('paused@example.test', { search: 'city=irvine' });
      await db.query('UPDATE lead_alerts SET paused = true WHERE lead_id = $1', [paused]);
      await makeAlert('gone@example.test', { search: 'city=irvine' });
      await db.query(`INSERT INTO mail_opt_outs (email) VALUES ('gone@example.test')`);

      changeAtMls('IR26700001', { StandardStatus: 'Pending' });
      await pass();
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 1, events: 1 });
      expect(await reported((await digests())[0]!.id)).toEqual(['IR26700001 pending']);

      changeAtMls('IR26700001', { StandardStatus: 'Closed' });
      await pass();
      await makeDue(home);
      expect(await queueDueAlerts(db, source)).toEqual({ emails: 1, events: 1 });
      expect((await digests()).map((digest) => digest.recipient)).toEqual(['home@example.test', 'home@example.test']);
    });

    it('walks the due alerts in batches: every one gets its e-mail, and alerts with nothing to say end the run', async () => {
      for (let i = 0; i < 7; i++) await makeAlert(`walk${i}@example.test`, { search: 'city=irvine' });
      for (let i = 0; i < 4; i++) await makeAlert(`nothing${i}@example.test`, { search: 'city=irvine&minBeds=9' });
      changeAtMls('IR26700006', {});
      await pass();
      expect(await queueDueAlerts(db, source, { limit: 2 })).toEqual({ emails: 7, events: 7 });
      expect(new Set((await digests()).map((digest) => digest.recipient)).size).toBe(7);
    });

    it('stops one alert with its one-click link, pending e-mails included', async () => {
      const lead = await makeAlert('stop@example.test', { search: 'city=irvine' });
      const other = await makeAlert('stop@example.test', { propertyId: 'IR26700001' });
      changeAtMls('IR26700006', {});
      await pass();
      await queueDueAlerts(db, source);
      expect((await digests()).length).toBe(1);
      expect(await sqlUnsubscribeService(db, SECRET).optOut(lead)).toBe('alert');
      expect(await digests()).toEqual([]);
      // The address's other alert stays, and the address is not opted out of everything.
      expect((await db.query('SELECT lead_id FROM lead_alerts')).map((row) => row.lead_id)).toEqual([other]);
      expect(await db.query('SELECT email FROM mail_opt_outs')).toEqual([]);
    });

    // PGlite belongs to one process: only PostgreSQL is shared by instances.
    if (sharedByInstances) it('shares the due alerts between two instances running at once: each alert gets one e-mail', async () => {
      for (let i = 0; i < 20; i++) await makeAlert(`buyer${i}@example.test`, { search: 'city=irvine' });
      changeAtMls('IR26700006', {});
      await pass();
      const second = await open();
      try {
        // Small batches, so the two walk the alerts side by side and meet on locked ones.
        const runs = await Promise.all([queueDueAlerts(db, source, { limit: 3 }), queueDueAlerts(second, source, { limit: 3 })]);
        expect(runs[0]!.emails + runs[1]!.emails).toBe(20);
      } finally {
        await second.close();
      }
      const recipients = (await digests()).map((digest) => digest.recipient);
      expect(new Set(recipients).size).toBe(20);
      expect(recipients.length).toBe(20);
    });
  });
}

alertsSuite('PGlite', async () => {
  const data = pgliteDataDir('alerts');
  return { open: () => openPgliteClient(data.dir), teardown: async () => data.remove() };
}, { sharedByInstances: false });

alertsSuite('PostgreSQL', async () => {
  const schema = await postgresSchema();
  return { open: async () => openPgClient(schema.url, silentLogger), teardown: () => schema.drop() };
}, { sharedByInstances: true });
