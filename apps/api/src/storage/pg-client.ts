import pg from 'pg';
import type { Logger } from '../logger.js';
import { errorFields } from '../logger.js';
import { DatabaseUnavailableError, drainingClient, isResourceExhausted, type Row, type SqlClient, type SqlQueryable } from './sql-client.js';

/** How long the API waits on PostgreSQL before it gives up and answers 503 (decision 0027). */
export interface PgTimeouts {
  /** Opening a connection (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** One statement on the server, and the client's wait for its answer a little longer (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** Connections held at most (DATABASE_POOL_MAX). */
  poolMax: number;
}

export const pgTimeoutDefaults: PgTimeouts = { connectTimeoutMs: 5000, statementTimeoutMs: 10_000, poolMax: 10 };

/** Shown in pg_stat_activity, so an operator (and the chaos test) can find the site's connections. */
export const PG_APPLICATION_NAME = 'pcr-api';

/**
 * SQLSTATE classes and codes that say "not now" rather than "never": connection exceptions (08),
 * the server shutting down or starting (57P01-57P03), a statement cancelled by statement_timeout
 * (57014); and insufficient resources (class 53: a full disk, too many connections), isResourceExhausted.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNAVAILABLE_SYSCALL_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** pg and pg-pool report a lost or slow connection only by these messages. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Client was closed and is not queryable',
];

export function isPgUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code))) return true;
  if (isResourceExhausted(error)) return true;
  if (error instanceof AggregateError && error.errors.some(isPgUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

const asUnavailable = (error: unknown) => (isPgUnavailable(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error);

/**
 * A PostgreSQL server through a `pg` pool (DATABASE_URL): the same SQL as PGlite, and the
 * way to run several stateless API instances against one database. No database event ends the
 * process: every connection has an 'error' listener at all times, and failures that may pass
 * (see isPgUnavailable) reach callers as DatabaseUnavailableError.
 */
export function openPgClient(connectionString: string, logger: Logger, timeouts: PgTimeouts = pgTimeoutDefaults): SqlClient {
  const pool = new pg.Pool({
    connectionString,
    application_name: PG_APPLICATION_NAME,
    max: timeouts.poolMax,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // The server cancels a slow statement; the client stops waiting a little later, for a server that no longer answers at all.
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + 1000,
    // A transaction left open by a process that froze holds its row locks no longer than this.
    idle_in_transaction_session_timeout: timeouts.statementTimeoutMs * 3,
    // A peer that vanished without a FIN (a failover, a cut network) is noticed by TCP rather than never.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // Every connection keeps an 'error' listener for its whole life. pg-pool takes its own off a client
  // it hands out, and an error arriving before the borrower resumes (even in the same TCP read as the
  // handshake's last message) would otherwise be an unhandled 'error' event: the process would die.
  pool.on('connect', (client) => client.on('error', (error) => logger.warn('postgres connection lost', errorFields(error))));
  // pg-pool re-emits an idle client's error here; it was logged above, and unhandled it would crash too.
  pool.on('error', () => undefined);
  const wrap = (target: pg.Pool | pg.PoolClient): SqlQueryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query<R>(sql, [...params]);
        return result.rows;
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async exec(sql: string) {
      try {
        // Without parameters pg uses the simple protocol, which accepts several statements.
        await target.query(sql);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
  });
  return drainingClient({
    driver: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asUnavailable(error);
      }
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A lost connection has nothing to roll back (the server ends its transaction); one that
        // cannot even roll back is discarded instead of going back to the pool.
        if (isPgUnavailable(error)) broken = error as Error;
        else await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw asUnavailable(error);
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  });
}
