import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, migrationsDir } from '../src/config.js';
import { memoryLogger, silentLogger } from '../src/logger.js';
import type { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import { openPgClient } from '../src/storage/pg-client.js';
import { claimScheduledRun, startRetentionSchedule } from '../src/storage/retention-schedule.js';
import type { SqlClient } from '../src/storage/sql-client.js';
import { pgliteDataDir, storeLeadsOfEveryAge, subscriberLead } from './helpers.js';
import { postgresSchema } from './postgres.js';

describe('the server keeps the retention periods by itself', () => {
  let data: { dir: string; remove: () => void } | undefined;
  let db: SqlClient | undefined;
  afterEach(async () => {
    await db?.close();
    data?.remove();
  });

  async function databaseWithOldLeads() {
    data = pgliteDataDir('retention-schedule');
    db = await openPgliteClient(data.dir);
    await migrate(db, migrationsDir, silentLogger);
    return storeLeadsOfEveryAge(db);
  }
  const emails = async (store: ReturnType<typeof sqlLeadStore>) => (await store.list({ includeSpam: true })).map((l) => l.email).sort();

  it('purges at start and again on each interval, logging what it deleted; stop waits for a purge in flight', async () => {
    const store = await databaseWithOldLeads();
    const logger = memoryLogger();
    const stop = startRetentionSchedule(db!, { leadMonths: 24, spamDays: 30 }, logger, { periodMs: 50 });
    await expect.poll(() => emails(store)).toEqual(['recent@example.com']);
    expect(logger.entries().find((e) => e.msg === 'expired leads deleted')).toMatchObject({ leads: 1, spam: 1 });

    // A lead that expires later goes at the next run.
    const later = await store.create(subscriberLead('later@example.com'));
    await db!.query(`UPDATE leads SET created_at = now() - interval '30 months' WHERE id = $1`, [later.id]);
    await expect.poll(() => emails(store)).toEqual(['recent@example.com']);
    await stop();
  });

  it('deletes listing events older than 30 days, keeping the newer ones', async () => {
    await databaseWithOldLeads();
    await db!.query(
      `INSERT INTO listing_events (listing_key, kind, modified_at, recorded_at) VALUES
         ('IR1', 'new', now() - interval '31 days', now() - interval '31 days'),
         ('IR2', 'new', now() - interval '29 days', now() - interval '29 days')`,
    );
    const logger = memoryLogger();
    const stop = startRetentionSchedule(db!, { leadMonths: 24, spamDays: 30 }, logger, { periodMs: 60_000 });
    await expect.poll(() => logger.entries().find((e) => e.msg === 'old listing events deleted')).toMatchObject({ listingEvents: 1 });
    expect(await db!.query('SELECT listing_key FROM listing_events')).toEqual([{ listing_key: 'IR2' }]);
    await stop();
  });

  it('0 turns a period off', async () => {
    const store = await databaseWithOldLeads();
    const stop = startRetentionSchedule(db!, { leadMonths: 0, spamDays: 30 }, silentLogger, { periodMs: 50 });
    await expect.poll(() => emails(store)).toEqual(['old@example.com', 'recent@example.com']);
    await stop();
  });

  it('with several instances on one PostgreSQL, exactly one runs each period', async () => {
    const schema = await postgresSchema();
    const shared = openPgClient(schema.url, silentLogger);
    try {
      await migrate(shared, migrationsDir, silentLogger);
      const claims = await Promise.all([1, 2, 3].map(() => claimScheduledRun(shared, 'lead-retention', 86_400_000)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimScheduledRun(shared, 'lead-retention', 86_400_000)).toBe(false);
      // A day later (here: the last run moved back a day) the next look takes it again.
      await shared.query(`UPDATE scheduled_jobs SET last_run_at = now() - interval '1 day' WHERE name = 'lead-retention'`);
      expect(await claimScheduledRun(shared, 'lead-retention', 86_400_000)).toBe(true);
    } finally {
      await shared.close();
      await schema.drop();
    }
  });

  it('reads its periods from the environment: the privacy policy by default', () => {
    expect(loadConfig({}).retention).toEqual({ leadMonths: 24, spamDays: 30 });
    expect(loadConfig({ LEAD_RETENTION_MONTHS: '0', SPAM_RETENTION_DAYS: '7' }).retention).toEqual({ leadMonths: 0, spamDays: 7 });
    expect(() => loadConfig({ LEAD_RETENTION_MONTHS: 'forever' })).toThrow(/LEAD_RETENTION_MONTHS/);
  });
});
