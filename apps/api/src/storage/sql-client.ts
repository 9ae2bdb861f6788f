/**
 * The smallest database surface the API needs, so the same SQL runs on PGlite (embedded,
 * default) and on a PostgreSQL server through `pg` (DATABASE_URL). Parameters are
 * positional ($1, $2...) in both drivers.
 */
export type Row = Record<string, unknown>;

export interface SqlQueryable {
  /** One statement with parameters; resolves to its rows. */
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A jsonb column's value: the pg driver parses it, PGlite may hand it over as text. */
export const jsonColumn = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export interface SqlClient extends SqlQueryable {
  readonly driver: 'pglite' | 'pg';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  /** Waits for the work in flight, then closes. Later calls fail. */
  close(): Promise<void>;
}

/**
 * The database cannot answer now (unreachable, restarting, connections cut, too slow): the
 * request may succeed later, so callers answer 503 with Retry-After rather than 500, and
 * background loops wait and try again. Drivers wrap such failures in it; `cause` keeps the original.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * SQLSTATE class 53, insufficient resources: the disk is full (53100), memory ran out (53200), too
 * many connections (53300). It passes once the operator frees some: 503 with Retry-After, and
 * nothing acknowledged that was not stored (issue 45). The same code from PGlite and PostgreSQL.
 */
export const isResourceExhausted = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('53');
};

export class SqlClientClosedError extends Error {
  override name = 'SqlClientClosedError';
  constructor() {
    super('The database client is closed');
  }
}

/**
 * Wraps a driver so close() first waits for every query and transaction in flight:
 * a lead whose write has started is committed before the process exits, even when
 * its HTTP client has gone away.
 */
export function drainingClient(inner: SqlClient): SqlClient {
  const inFlight = new Set<Promise<unknown>>();
  let closing: Promise<void> | undefined;
  const track = <T>(start: () => Promise<T>): Promise<T> => {
    if (closing) return Promise.reject(new SqlClientClosedError());
    const work = start();
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return work;
  };
  return {
    driver: inner.driver,
    query: (sql, params) => track(() => inner.query(sql, params)),
    exec: (sql) => track(() => inner.exec(sql)),
    transaction: (fn) => track(() => inner.transaction(fn)),
    close() {
      closing ??= (async () => {
        while (inFlight.size > 0) await Promise.all([...inFlight]);
        await inner.close();
      })();
      return closing;
    },
  };
}
