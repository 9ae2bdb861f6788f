/**
 * npm run leads:export -w @pcr/api -- [--since YYYY-MM-DD] [--include-spam] > leads.csv
 * npm run leads:export -w @pcr/api -- --alerts [--since YYYY-MM-DD] > alerts.csv
 *
 * Writes the stored leads (contacts and subscriptions; with --alerts, the saved-search alerts, one
 * row per alert with what it follows) as CSV to stdout, oldest first, read from the same database the API
 * uses (DATABASE_URL, else the embedded one in DATA_DIR; with the embedded one the API must be
 * stopped, since one folder can be open in one process only). Messages go to stderr.
 */
import { loadConfig, migrationsDir } from '../config.js';
import { parseExportArgs } from './export-args.js';
import { leadsCsv } from '../leads-csv.js';
import { alertsCsv, exportedAlerts } from '../alerts-csv.js';
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
    if (options.alerts) {
      const alerts = await exportedAlerts(db, options.since);
      await new Promise<void>((resolve, reject) => process.stdout.write(alertsCsv(alerts), (error) => (error ? reject(error) : resolve())));
      process.stderr.write(`Exported ${alerts.length} alert(s).\n`);
      return;
    }
    // Alerts have their own export (--alerts): a lead row would not say what they follow.
    const leads = (await sqlLeadStore(db).list({ since: options.since, includeSpam: options.includeSpam })).filter((lead) => lead.kind !== 'alert');
    // The leads' addresses whose mailbox opted out (mail_opt_outs holds mailboxes, decision 0045).
    const optedOut = new Set(
      (await db.query<{ email: string }>('SELECT DISTINCT lower(l.email) AS email FROM leads l JOIN mail_opt_outs o ON o.email = mail_identity(l.email)')).map((row) => row.email),
    );
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
