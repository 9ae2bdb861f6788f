import pg from 'pg';
import type { Logger } from '../logger.js';
import { errorFields } from '../logger.js';
import { drainingClient, type Row, type SqlClient, type SqlQueryable } from './sql-client.js';

/**
 * A PostgreSQL server through a `pg` pool (DATABASE_URL): the same SQL as PGlite, and the
 * way to run several stateless API instances against one database.
 */
export function openPgClient(connectionString: string, logger: Logger): SqlClient {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection emits 'error' on the pool; unhandled it would crash the process.
  pool.on('error', (error) => logger.error('postgres pool error', errorFields(error)));
  const wrap = (target: pg.Pool | pg.PoolClient): SqlQueryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  });
  return drainingClient({
    driver: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded instead of going back to the pool.
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  });
}
