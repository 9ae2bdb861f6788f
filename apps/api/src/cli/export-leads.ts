/**
 * npm run leads:export -w @pcr/api -- [--since YYYY-MM-DD] [--include-spam] > leads.csv
 *
 * Writes the stored leads as CSV to stdout, oldest first, read from the same database the API
 * uses (DATABASE_URL, else the embedded one in DATA_DIR; with the embedded one the API must be
 * stopped, since one folder can be open in one process only). Messages go to stderr.
 */
import { loadConfig, migrationsDir } from '../config.js';
import { parseExportArgs } from './export-args.js';
import { leadsCsv } from '../leads-csv.js';
import { createJsonLogger } from '../logger.js';
import { sqlLeadStore } from '../storage/lead-store.js';
import { migrate } from '../storage/migrate.js';
import { openSqlClient } from '../storage/open.js';

async function run(): Promise<void> {
  const options = parseExportArgs(process.argv.slice(2));
  const config = loadConfig(process.env);
  // Logs to stderr: stdout carries only the CSV.
  const logger = createJsonLogger({ level: 'warn', write: (line) => process.stderr.write(line) });
  const db = await openSqlClient(config, logger);
  try {
    await migrate(db, migrationsDir, logger);
    const leads = await sqlLeadStore(db).list({ since: options.since, includeSpam: options.includeSpam });
    const optedOut = new Set((await db.query<{ email: string }>('SELECT email FROM mail_opt_outs')).map((row) => row.email));
    await new Promise<void>((resolve, reject) =>
      process.stdout.write(leadsCsv(leads, optedOut), (error) => (error ? reject(error) : resolve())),
    );
    process.stderr.write(`Exported ${leads.length} lead(s).\n`);
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
