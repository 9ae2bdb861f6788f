import type { Logger } from '../logger.js';
import { openPgClient, type PgTimeouts } from './pg-client.js';
import { openPgliteClient } from './pglite-client.js';
import type { SqlClient } from './sql-client.js';

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export async function openSqlClient(
  options: { databaseUrl: string | undefined; dataDir: string; database?: PgTimeouts },
  logger: Logger,
): Promise<SqlClient> {
  if (options.databaseUrl) {
    const client = openPgClient(options.databaseUrl, logger, options.database);
    // Fail at start, not on the first lead, when the server is unreachable.
    await client.query('SELECT 1').catch(async (error: unknown) => {
      await client.close().catch(() => undefined);
      throw error;
    });
    return client;
  }
  return openPgliteClient(options.dataDir);
}
