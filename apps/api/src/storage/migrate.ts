import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';
import type { SqlClient, SqlQueryable } from './sql-client.js';

/**
 * Plain SQL migrations `NNN_name.sql`, applied in order at start, each in its own transaction
 * together with its row in `schema_migrations`, so a failed file leaves nothing half-applied.
 * A transaction-scoped advisory lock makes instances starting together take turns.
 */
const MIGRATION_FILE = /^(\d{3,})_([a-z0-9_-]+)\.sql$/;
/** Arbitrary constant shared by every instance of this API ("pcr" + 1). */
const MIGRATION_LOCK_KEY = 7_067_114_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir: string): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const [, version = '', name = ''] = MIGRATION_FILE.exec(file) ?? [];
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migrations share version ${version}`);
    migrations.push({ version, name, sql: await fs.readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

const lock = (tx: SqlQueryable) => tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);

/** Applies the pending migrations; resolves to the versions applied now. */
export async function migrate(client: SqlClient, dir: string, logger: Logger): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await client.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await client.transaction(async (tx) => {
      await lock(tx);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) {
      applied.push(migration.version);
      logger.info('migration applied', { version: migration.version, name: migration.name });
    }
  }
  return applied;
}
