import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock } from './data-dir-lock.js';
import { drainingClient, type Row, type SqlClient, type SqlQueryable } from './sql-client.js';

/**
 * Embedded PostgreSQL (WASM) persisted under `dataDir`: nothing to install for a small site.
 * The database lives in `dataDir/pglite`, next to the lock file that keeps other processes out.
 */
export async function openPgliteClient(dataDir: string): Promise<SqlClient> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'pglite.lock'));
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  } catch (error) {
    release();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): SqlQueryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return drainingClient({
    driver: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  });
}
