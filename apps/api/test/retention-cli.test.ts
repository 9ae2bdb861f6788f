import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/config.js';
import { silentLogger } from '../src/logger.js';
import { parseDeleteArgs, parsePurgeArgs } from '../src/cli/retention-args.js';
import { daysBefore, monthsBefore } from '../src/storage/lead-retention.js';
import { sqlLeadStore } from '../src/storage/lead-store.js';
import { migrate } from '../src/storage/migrate.js';
import { openPgliteClient } from '../src/storage/pglite-client.js';
import { pgliteDataDir, storeLeadsOfEveryAge } from './helpers.js';

describe('leads:purge and leads:delete arguments', () => {
  it('default to the privacy policy: 24 months, spam after 30 days, for real', () => {
    expect(parsePurgeArgs([])).toEqual({ months: 24, spamDays: 30, dryRun: false });
    expect(parsePurgeArgs(['--months', '18', '--spam-days=7', '--dry-run'])).toEqual({ months: 18, spamDays: 7, dryRun: true });
  });

  it('refuse what is not a whole number in range, or unknown, with the usage', () => {
    expect(() => parsePurgeArgs(['--months', '0'])).toThrow(/--months takes a whole number from 1 to 1200 \(got "0"\)\nUsage: leads:purge/);
    expect(() => parsePurgeArgs(['--months', '2.5'])).toThrow(/--months/);
    expect(() => parsePurgeArgs(['--spam-days'])).toThrow(/--spam-days takes a whole number/);
    expect(() => parsePurgeArgs(['--everything'])).toThrow(/Unknown argument "--everything"/);
  });

  it('leads:delete needs an address', () => {
    expect(parseDeleteArgs(['--email', ' ana@example.com '])).toEqual({ email: 'ana@example.com', dryRun: false });
    expect(parseDeleteArgs(['--email=ana@example.com', '--dry-run'])).toEqual({ email: 'ana@example.com', dryRun: true });
    expect(() => parseDeleteArgs([])).toThrow(/--email takes the address/);
    expect(() => parseDeleteArgs(['--email', 'not-an-address'])).toThrow(/--email takes the address/);
  });

  it('count months on the calendar and days in 24-hour steps', () => {
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 24).toISOString()).toBe('2024-03-31T12:00:00.000Z');
    expect(daysBefore(new Date('2026-03-31T12:00:00Z'), 30).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});

describe('the commands on an embedded database', () => {
  let data: { dir: string; remove: () => void };
  const run = async (...args: string[]) =>
    (await promisify(execFile)('npm', ['run', '--silent', ...args], { cwd: process.cwd(), env: { ...process.env, DATA_DIR: data.dir, LOG_LEVEL: 'warn' } })).stdout;
  const emails = async () => {
    const db = await openPgliteClient(data.dir);
    try {
      return (await sqlLeadStore(db).list({ includeSpam: true })).map((l) => l.email).sort();
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    data = pgliteDataDir('retention-cli');
    const db = await openPgliteClient(data.dir);
    await migrate(db, migrationsDir, silentLogger);
    await storeLeadsOfEveryAge(db);
    await db.close();
  });
  afterAll(() => data?.remove());

  it('purge --dry-run reports and keeps; purge deletes what expired; delete removes one address', { timeout: 60_000 }, async () => {
    expect(await run('leads:purge', '--', '--dry-run')).toBe(
      'Would delete 1 lead(s) of people not heard from in 24 months and 1 spam submission(s) older than 30 days.\n',
    );
    expect(await emails()).toEqual(['bot@spam.example', 'old@example.com', 'recent@example.com']);
    expect(await run('leads:purge')).toBe('Deleted 1 lead(s) of people not heard from in 24 months and 1 spam submission(s) older than 30 days.\n');
    expect(await emails()).toEqual(['recent@example.com']);
    expect(await run('leads:delete', '--', '--email', 'RECENT@example.com')).toBe('Deleted 1 lead(s) of RECENT@example.com.\n');
    expect(await emails()).toEqual([]);
  });

  it('exits 1 with the usage on bad arguments', async () => {
    await expect(run('leads:purge', '--', '--months', 'soon')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--months takes a whole number') });
  });
});
