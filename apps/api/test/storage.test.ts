import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CreatedBodySchema, type SellerHome } from '@pcr/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../src/config.js';
import { silentLogger } from '../src/logger.js';
import { acquireLock, DataDirLockedError } from '../src/storage/data-dir-lock.js';
import { alertLead } from '../src/leads.js';
import { deleteLeadsOf, purgeExpiredLeads } from '../src/storage/lead-retention.js';
import { sqlLeadStore, type NewLead } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { DurableNodeFS, durableStartParams, openPgliteClient, pgliteVersion, TEMPLATE_DATA, TEMPLATE_STAMP } from '../src/storage/pglite-client.js';
import { SqlClientClosedError, type SqlClient } from '../src/storage/sql-client.js';
import { expectValid, pgliteDataDir, postJson, startApp, tempDir } from './helpers.js';
import { postgresSchema } from './postgres.js';

/** A seller's home as the store keeps it (issue 47). */
const sellerHome: SellerHome = {
  street: '21 Ocean Vista',
  city: 'laguna-beach',
  cityName: 'Laguna Beach',
  zip: '92651',
  propertyType: 'single-family',
  bedrooms: 3,
  bathrooms: 2,
  livingArea: 1500,
  condition: 'needs-major-work',
  timeline: 'within-3-months',
  comparables: [],
};

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  kind: 'contact',
  form: 'short',
  name: 'Ana Ruiz',
  email: 'ana.ruiz@example.com',
  phone: '(949) 555-0100',
  address: null,
  message: null,
  propertyInterest: null,
  howDidYouHear: null,
  interest: null,
  page: null,
  language: 'en',
  isSpam: false,
  sourceIpHash: null,
  userAgent: 'vitest',
  ...overrides,
});

/**
 * The same checks for every driver: the SQL must behave identically on PGlite and PostgreSQL.
 * `open` gives a fresh, empty database; `reopen` a second client on the same database.
 */
function leadStoreSuite(driver: string, setup: () => Promise<{ open: () => Promise<SqlClient>; teardown: () => Promise<void> }>) {
  describe(`SQL lead store on ${driver}`, () => {
    let open: () => Promise<SqlClient>;
    let teardown: () => Promise<void>;
    let db: SqlClient;

    beforeAll(async () => {
      ({ open, teardown } = await setup());
      db = await open();
    });
    afterAll(async () => {
      await db?.close();
      await teardown?.();
    });

    it('applies the migrations once, in a tracked table', async () => {
      expect(await migrate(db, migrationsDir, silentLogger)).toEqual(['001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012', '013', '014', '015', '016', '017', '018']);
      expect(await migrate(db, migrationsDir, silentLogger)).toEqual([]);
      const rows = await db.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
      expect(rows).toEqual([
        { version: '001', name: 'create_leads' },
        { version: '002', name: 'create_lead_outbox' },
        { version: '003', name: 'add_lead_page' },
        { version: '004', name: 'create_lead_mail' },
        { version: '005', name: 'shared_rate_limit_and_jobs' },
        { version: '006', name: 'add_lead_language' },
        { version: '007', name: 'mls_copy' },
        { version: '008', name: 'subscription_confirmation' },
        { version: '009', name: 'alerts' },
        { version: '010', name: 'mail_identity' },
        { version: '011', name: 'manage_link_mail' },
        { version: '012', name: 'seller_leads' },
        { version: '013', name: 'lead_crm_outbox' },
        { version: '014', name: 'lead_assigned_agent' },
        { version: '015', name: 'mls_open_houses' },
        { version: '016', name: 'open_house_events' },
        { version: '017', name: 'alert_city_index' },
        { version: '018', name: 'tours' },
      ]);
    });

    it('stores a lead and reads it back with every field', async () => {
      const store = sqlLeadStore(db);
      const full = lead({
        form: 'full',
        address: '1 Main St',
        message: 'Hello, "quoted", with, commas\nand a line break',
        propertyInterest: 'Both',
        howDidYouHear: 'Other',
        page: '/neighborhoods/irvine',
        sourceIpHash: 'ab'.repeat(32),
      });
      const created = expectValid(CreatedBodySchema, await store.create(full));
      const stored = (await store.list()).find((l) => l.id === created.id);
      expect(stored).toEqual({ ...full, id: created.id, createdAt: new Date(created.receivedAt), confirmedAt: null, assignedAgent: null });
    });

    it('filters by date and leaves spam out unless asked', async () => {
      const store = sqlLeadStore(db);
      const spam = await store.create(lead({ kind: 'subscribe', form: null, phone: null, interest: 'Market updates', isSpam: true }));
      const old = await store.create(lead({ name: 'Old Lead' }));
      await db.query(`UPDATE leads SET created_at = '2020-01-15T10:00:00Z' WHERE id = $1`, [old.id]);
      const ids = async (query: Parameters<typeof store.list>[0]) => (await store.list(query)).map((l) => l.id);
      expect(await ids({})).toContain(old.id);
      expect(await ids({})).not.toContain(spam.id);
      expect(await ids({ includeSpam: true })).toContain(spam.id);
      expect(await ids({ since: new Date('2020-01-16T00:00:00Z') })).not.toContain(old.id);
      expect(await ids({ since: new Date('2020-01-15T00:00:00Z') })).toContain(old.id);
      expect((await store.list())[0]?.id).toBe(old.id);
    });

    it('refuses a lead whose form does not match its kind', async () => {
      await expect(sqlLeadStore(db).create(lead({ kind: 'subscribe', form: 'short' }))).rejects.toThrow(/leads_form_matches_kind/);
    });

    it('keeps a seller lead with its home (jsonb), and only a seller lead has one', async () => {
      const store = sqlLeadStore(db);
      const home: SellerHome = {
        street: '7 Vista Point',
        city: 'dana-point',
        cityName: 'Dana Point',
        zip: '92629',
        propertyType: 'townhouse',
        bedrooms: 3,
        bathrooms: 2.5,
        livingArea: 1800,
        condition: 'move-in-ready',
        timeline: 'just-curious',
        comparables: [{ id: 'pcr-1010', title: 'Lantern District Modern Townhome', price: 1395000, bedrooms: 3, bathrooms: 2.5, squareFeet: 1840, status: 'New Listing' }],
      };
      const seller = lead({ kind: 'seller', form: null, address: '7 Vista Point, Dana Point, CA 92629', home });
      const { id } = await store.create(seller);
      expect((await store.list()).find((l) => l.id === id)).toMatchObject({ kind: 'seller', form: null, home });
      // Other kinds have no home key at all (the webhook's JSON has none either).
      const contact = await store.create(lead());
      expect((await store.list()).find((l) => l.id === contact.id)).not.toHaveProperty('home');
      await expect(store.create({ ...seller, home: undefined })).rejects.toThrow(/leads_home_matches_kind/);
      await expect(store.create(lead({ home }))).rejects.toThrow(/leads_home_matches_kind/);
      await expect(store.create({ ...seller, form: 'short' })).rejects.toThrow(/leads_form_matches_kind/);
    });

    it('purges a seller lead as a contact: after the period since the person was last heard from, never as an unconfirmed request', async () => {
      await db.query('DELETE FROM leads'); // what earlier tests left would count too
      const store = sqlLeadStore(db);
      const seller = (email: string) => lead({ kind: 'seller', form: null, email, home: { ...sellerHome } });
      const gone = await store.create(seller('sold.long.ago@example.com'));
      const kept = await store.create(seller('selling.soon@example.com'));
      await db.query(`UPDATE leads SET created_at = '2022-06-01T00:00:00Z' WHERE id = $1`, [gone.id]);
      await db.query(`UPDATE leads SET created_at = '2024-11-01T00:00:00Z' WHERE id = $1`, [kept.id]);
      const policy = { contactCutoff: new Date('2023-01-01T00:00:00Z'), spamCutoff: new Date('2020-01-01T00:00:00Z'), unconfirmedCutoff: new Date('2024-12-01T00:00:00Z') };
      expect(await purgeExpiredLeads(db, policy)).toEqual({ leads: 1, spam: 0, unconfirmed: 0 });
      expect((await store.list()).map((l) => l.id)).toEqual([kept.id]);
      expect(await deleteLeadsOf(db, 'selling.soon@example.com')).toBe(1);
    });

    it('rolls a transaction back when it throws', async () => {
      const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO leads (id, kind, name, email) VALUES ($1, 'subscribe', 'x', 'x@example.com')`, [crypto.randomUUID()]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await db.query('SELECT count(*)::int AS n FROM leads')).toEqual(before);
    });

    it('keeps the privacy policy: people not heard from in the period go, spam goes sooner, one address on request', async () => {
      const store = sqlLeadStore(db, { outbox: true });
      const at = (id: string, when: string) => db.query(`UPDATE leads SET created_at = $2::timestamptz WHERE id = $1`, [id, when]);
      // Gone: every lead of someone whose latest lead is older than the cutoff (e-mail compared without case).
      const gone1 = await store.create(lead({ email: 'Gone@Example.com' }));
      const gone2 = await store.create(lead({ email: 'gone@example.com' }));
      await at(gone1.id, '2022-01-10T00:00:00Z');
      await at(gone2.id, '2022-06-10T00:00:00Z');
      // Kept: an old lead of someone who wrote again since.
      const returningOld = await store.create(lead({ email: 'back@example.com' }));
      const returningNew = await store.create(lead({ email: 'back@example.com' }));
      await at(returningOld.id, '2021-01-10T00:00:00Z');
      await at(returningNew.id, '2024-12-01T00:00:00Z');
      // Spam after its own, shorter period.
      const oldSpam = await store.create(lead({ email: 'bot@spam.example', isSpam: true }));
      const newSpam = await store.create(lead({ email: 'bot2@spam.example', isSpam: true }));
      await at(oldSpam.id, '2024-11-01T00:00:00Z');
      await at(newSpam.id, '2024-12-20T00:00:00Z');

      const policy = { contactCutoff: new Date('2023-01-01T00:00:00Z'), spamCutoff: new Date('2024-12-01T00:00:00Z') };
      const ids = async () => (await store.list({ includeSpam: true })).map((l) => l.id);
      expect(await purgeExpiredLeads(db, { ...policy, dryRun: true })).toEqual({ leads: 2, spam: 1, unconfirmed: 0 });
      expect(await ids()).toEqual(expect.arrayContaining([gone1.id, gone2.id, oldSpam.id]));

      expect(await purgeExpiredLeads(db, policy)).toEqual({ leads: 2, spam: 1, unconfirmed: 0 });
      const left = await ids();
      for (const id of [gone1.id, gone2.id, oldSpam.id]) expect(left).not.toContain(id);
      for (const id of [returningOld.id, returningNew.id, newSpam.id]) expect(left).toContain(id);
      // Their queued notifications went with them.
      expect(await db.query('SELECT lead_id FROM lead_outbox WHERE lead_id = ANY($1::uuid[])', [[gone1.id, gone2.id]])).toEqual([]);
      expect(await purgeExpiredLeads(db, policy)).toEqual({ leads: 0, spam: 0, unconfirmed: 0 });

      expect(await deleteLeadsOf(db, ' BACK@example.com ', { dryRun: true })).toBe(2);
      expect(await deleteLeadsOf(db, 'back@example.com')).toBe(2);
      expect(await ids()).not.toContain(returningNew.id);
      expect(await deleteLeadsOf(db, 'back@example.com')).toBe(0);
    });

    it('an alert that runs keeps its person; a paused one goes 24 months after its last e-mail', async () => {
      await db.query('DELETE FROM leads'); // what earlier tests left would count too
      const store = sqlLeadStore(db);
      const origin = { ip: '127.0.0.1', userAgent: 'vitest', ipHashSecret: 'test' };
      const alert = async (email: string, { sent, paused }: { sent: string | null; paused: boolean }) => {
        const body = { email, consent: true as const, frequency: 'daily' as const, search: 'city=irvine' };
        const { id } = await store.create(alertLead(body, { kind: 'search', search: { city: 'irvine' } }, origin));
        await db.query(`UPDATE leads SET created_at = '2021-03-01T00:00:00Z', confirmed_at = '2021-03-01T01:00:00Z' WHERE id = $1`, [id]);
        await db.query(`UPDATE lead_alerts SET last_sent_at = $2::timestamptz, paused = $3 WHERE lead_id = $1`, [id, sent, paused]);
        return id;
      };
      // Confirmed in 2021 and running: kept, though nothing matched since (and with it the person's old inquiry).
      const running = await alert('still.looking@example.com', { sent: null, paused: false });
      const oldInquiry = await store.create(lead({ email: 'still.looking@example.com' }));
      await db.query(`UPDATE leads SET created_at = '2020-05-01T00:00:00Z' WHERE id = $1`, [oldInquiry.id]);
      // Paused: kept while its last e-mail is within the period, gone after.
      const pausedRecently = await alert('paused.recently@example.com', { sent: '2024-06-01T00:00:00Z', paused: true });
      const pausedLongAgo = await alert('paused.long.ago@example.com', { sent: '2022-06-01T00:00:00Z', paused: true });

      const policy = { contactCutoff: new Date('2023-01-01T00:00:00Z'), spamCutoff: new Date('2020-01-01T00:00:00Z') };
      expect(await purgeExpiredLeads(db, policy)).toEqual({ leads: 1, spam: 0, unconfirmed: 0 });
      const left = (await db.query<{ id: string }>('SELECT id FROM leads ORDER BY id')).map((row) => row.id);
      expect(left.sort()).toEqual([running, oldInquiry.id, pausedRecently].sort());
      expect(left).not.toContain(pausedLongAgo);
    });

    it('close() lets a write in flight commit, then refuses new work', async () => {
      const pending = sqlLeadStore(db).create(lead({ name: 'Last Before Close' }));
      await db.close();
      const { id } = await pending;
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(SqlClientClosedError);
      db = await open();
      expect((await sqlLeadStore(db).list()).some((l) => l.id === id)).toBe(true);
    });
  });
}

let pgliteDir: { dir: string; remove: () => void };

leadStoreSuite('PGlite', async () => {
  pgliteDir = tempDir('store');
  return { open: () => openPgliteClient(pgliteDir.dir), teardown: async () => pgliteDir.remove() };
});

describe('PGlite specifics', () => {
  it('a lead posted to the app survives a restart (same folder, new process state)', async () => {
    const { dir, remove } = pgliteDataDir('restart');
    try {
      let db = await openPgliteClient(dir);
      await migrate(db, migrationsDir, silentLogger);
      const app = await startApp({ leads: sqlLeadStore(db) });
      const res = await postJson(app.baseUrl, '/api/subscribe', { name: 'Restart Check', email: 'restart@example.com', interest: 'Buying a home' });
      expect(res.status).toBe(201);
      const { id } = expectValid(CreatedBodySchema, await res.json());
      await app.close();
      await db.close();

      db = await openPgliteClient(dir);
      try {
        expect(await migrate(db, migrationsDir, silentLogger)).toEqual([]);
        expect((await sqlLeadStore(db).list()).find((l) => l.id === id)).toMatchObject({ name: 'Restart Check', kind: 'subscribe' });
      } finally {
        await db.close();
      }
    } finally {
      remove();
    }
  });

  it('commits are flushed to disk: fsync on, and each commit calls the real fsync', async () => {
    const { dir, remove } = pgliteDataDir('fsync');
    try {
      const db = await openPgliteClient(dir);
      try {
        expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
        expect(await db.query('SHOW wal_sync_method')).toEqual([{ wal_sync_method: 'fsync' }]);
      } finally {
        await db.close();
      }
      const durable = new DurableNodeFS(path.join(dir, 'pglite'));
      const pglite = await PGlite.create({ fs: durable, startParams: durableStartParams });
      try {
        await pglite.exec('CREATE TABLE t (n int)');
        const before = durable.fsyncCalls;
        for (let n = 0; n < 3; n++) await pglite.query('INSERT INTO t VALUES ($1)', [n]);
        expect(durable.fsyncCalls - before).toBeGreaterThanOrEqual(3);
      } finally {
        await pglite.close();
      }
    } finally {
      remove();
    }
  });

  it('keeps the database to its owner: DATA_DIR and its pglite folder 0700, the lock 0600, even where they were open to others', async () => {
    const { dir, remove } = pgliteDataDir('modes');
    const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
    try {
      // Folders made open to others by an earlier version, or by hand, are closed at the next start.
      fs.chmodSync(dir, 0o755);
      fs.chmodSync(path.join(dir, 'pglite'), 0o755);
      const db = await openPgliteClient(dir);
      try {
        expect([modeOf(dir), modeOf(path.join(dir, 'pglite')), modeOf(path.join(dir, 'pglite.lock'))]).toEqual(['700', '700', '600']);
      } finally {
        await db.close();
      }
    } finally {
      remove();
    }
  });

  /** A template as the build makes it, from the global setup's database, with a table of its own to tell its copies. */
  async function markedTemplate(madeBy = pgliteVersion()): Promise<{ dir: string; remove: () => void }> {
    const template = tempDir('template');
    fs.cpSync(path.join(inject('pgliteTemplate'), 'pglite'), path.join(template.dir, TEMPLATE_DATA), { recursive: true });
    fs.writeFileSync(path.join(template.dir, TEMPLATE_STAMP), JSON.stringify({ pglite: madeBy }));
    const pglite = await PGlite.create({ fs: new DurableNodeFS(path.join(template.dir, TEMPLATE_DATA)), startParams: durableStartParams });
    await pglite.exec('CREATE TABLE from_template (n int)');
    await pglite.close();
    return template;
  }
  const tables = async (db: SqlClient) => (await db.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'`)).map((r) => r.t);

  it('creates a new database as a copy of the build\'s template (no initdb in the server), private, and keeps it on restart', async () => {
    const template = await markedTemplate();
    const { dir, remove } = tempDir('first-start');
    const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
    try {
      // An empty pglite folder and a staging copy left by a start that stopped half-way.
      fs.mkdirSync(path.join(dir, 'pglite'));
      fs.mkdirSync(path.join(dir, 'pglite.new'));
      fs.writeFileSync(path.join(dir, 'pglite.new', 'PG_VERSION'), 'half');
      let db = await openPgliteClient(dir, { template: template.dir });
      try {
        expect(await tables(db)).toEqual(['from_template']);
        await db.exec('INSERT INTO from_template VALUES (1)');
        expect(modeOf(path.join(dir, 'pglite'))).toBe('700');
        expect(fs.existsSync(path.join(dir, 'pglite.new'))).toBe(false);
      } finally {
        await db.close();
      }
      // A restart opens what is there; the template is not copied again.
      fs.rmSync(template.dir, { recursive: true });
      db = await openPgliteClient(dir, { template: template.dir });
      try {
        expect(await db.query('SELECT n FROM from_template')).toEqual([{ n: 1 }]);
      } finally {
        await db.close();
      }
    } finally {
      remove();
      template.remove();
    }
  });

  it('creates the database itself when the template was made by another PGlite, or there is none', async () => {
    const template = await markedTemplate('0.0.1');
    const { dir, remove } = tempDir('no-template');
    try {
      const db = await openPgliteClient(dir, { template: template.dir });
      try {
        expect(await tables(db)).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      remove();
      template.remove();
    }
  });

  it('keeps a second opener out of a folder in use, and takes over a stale lock', async () => {
    const { dir, remove } = tempDir('lock');
    try {
      const lockPath = path.join(dir, 'test.lock');
      const release = acquireLock(lockPath);
      expect(() => acquireLock(lockPath)).toThrow(DataDirLockedError);
      release();
      // A lock left by a process that no longer exists.
      fs.writeFileSync(lockPath, '2147483646\n');
      const again = acquireLock(lockPath);
      expect(fs.readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
      again();
      expect(fs.existsSync(lockPath)).toBe(false);
    } finally {
      remove();
    }
  });
});

/**
 * PostgreSQL server: always. The api project's global setup starts a throwaway server (or uses
 * TEST_DATABASE_URL); this suite works in a schema of its own, dropped at the end.
 */
leadStoreSuite('PostgreSQL', async () => {
  const schema = await postgresSchema();
  return { open: async () => openPgClient(schema.url, silentLogger), teardown: schema.drop };
});
