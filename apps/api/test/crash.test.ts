import { describe, expect, it } from 'vitest';
import { runCrashTest, type CrashTestResult } from '../../../scripts/crash-test.js';
import { pgliteDataDir } from './helpers.js';
import { postgresSchema } from './postgres.js';

/**
 * scripts/crash-test.ts at a smaller size: the real server killed with SIGKILL while 200 leads are
 * being submitted, restarted, then the database read directly. (The full 1,000 is run by hand:
 * `npx tsx scripts/crash-test.ts`.)
 */
const COUNT = 200;

function expectDurable(result: CrashTestResult) {
  expect(result.failures).toEqual([]);
  expect(result).toMatchObject({ ok: true, missing: 0, duplicates: 0, idMismatches: 0, otherStatus: 0, gracefulExitCode: 0 });
  // Answers already on their way when the kill was sent still count as answered.
  expect(result.created).toBeGreaterThanOrEqual(result.killAfter);
  // Every 201 is stored; a cut request may or may not be.
  expect(result.stored).toBe(result.created + result.storedWithoutAnswer);
  expect(result.afterRestart).toEqual({ sent: 20, created: 20 });
  expect(result.webhook).toMatchObject({ outboxMismatches: 0, undelivered: 0, phantom: 0 });
}

describe('crash test: SIGKILL while leads are being submitted', () => {
  it(`PGlite: every lead answered 201 is stored exactly once (${COUNT} leads)`, { timeout: 120_000 }, async () => {
    const data = pgliteDataDir('crash');
    try {
      expectDurable(await runCrashTest({ count: COUNT, concurrency: 50, webhook: true, dataDir: data.dir, log: () => undefined }));
    } finally {
      data.remove();
    }
  });

  it(`PostgreSQL: every lead answered 201 is stored exactly once (${COUNT} leads)`, { timeout: 120_000 }, async () => {
    const schema = await postgresSchema();
    try {
      expectDurable(await runCrashTest({ count: COUNT, concurrency: 50, webhook: true, databaseUrl: schema.url, log: () => undefined }));
    } finally {
      await schema.drop();
    }
  });
});
