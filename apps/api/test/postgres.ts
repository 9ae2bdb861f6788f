import { inject } from 'vitest';
import { silentLogger } from '../src/logger.js';
import { openPgClient } from '../src/storage/pg-client.js';

/** The PostgreSQL database of this test run (started by global-setup.ts, or TEST_DATABASE_URL). */
export function postgresTestUrl(): string {
  const url = inject('postgresUrl');
  if (!url) {
    throw new Error(
      "No PostgreSQL for the api tests: the api project of vitest.config.ts needs globalSetup: ['apps/api/test/global-setup.ts']",
    );
  }
  return url;
}

export interface PostgresSchema {
  /** The test database with `search_path` set to the schema, for `openPgClient` or DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A schema of its own in the test database, so test files running side by side (and a shared
 * TEST_DATABASE_URL server) never see each other's tables. `drop()` removes it and everything in it.
 */
export async function postgresSchema(): Promise<PostgresSchema> {
  const base = postgresTestUrl();
  const schema = `pcr_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = openPgClient(base, silentLogger);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await admin.close();
      }
    },
  };
}
