/**
 * npm run leads:purge -- [--months 24] [--spam-days 30] [--dry-run]
 *   Deletes the leads of people whose latest inquiry is older than --months (the privacy policy's
 *   24 months after our last contact) and spam older than --spam-days. The server does this daily by
 *   itself (LEAD_RETENTION_MONTHS, SPAM_RETENTION_DAYS); this runs it now, with other periods or dry.
 * npm run leads:delete -- --email someone@example.com [--dry-run]
 *   Deletes every lead of one address (a CCPA/CPRA deletion request).
 *
 * Same database as the API (DATABASE_URL, else the embedded one in DATA_DIR, which needs the API
 * stopped: one folder is open in one process only). Reports go to stdout, errors to stderr.
 */
import { loadConfig, migrationsDir } from '../config.js';
import { createJsonLogger } from '../logger.js';
import { removeEmailsOfDeletedLeads } from '../notifications/eml-files.js';
import { SUBSCRIPTION_CONFIRMATION_DAYS } from '@pcr/contracts';
import { daysBefore, deleteLeadsOf, monthsBefore, purgeExpiredLeads } from '../storage/lead-retention.js';
import { migrate } from '../storage/migrate.js';
import { openSqlClient } from '../storage/open.js';
import { parseDeleteArgs, parsePurgeArgs } from './retention-args.js';

async function run(command: string | undefined, args: string[]): Promise<void> {
  if (command !== 'purge' && command !== 'delete') throw new Error('Usage: retention.ts purge|delete [options]');
  const purge = command === 'purge' ? parsePurgeArgs(args) : undefined;
  const erase = command === 'delete' ? parseDeleteArgs(args) : undefined;
  const config = loadConfig(process.env);
  const logger = createJsonLogger({ level: 'warn', write: (line) => process.stderr.write(line) });
  const db = await openSqlClient(config, logger);
  try {
    await migrate(db, migrationsDir, logger);
    const verb = (purge ?? erase)?.dryRun ? 'Would delete' : 'Deleted';
    if (purge) {
      const now = new Date();
      const result = await purgeExpiredLeads(db, {
        contactCutoff: monthsBefore(now, purge.months),
        spamCutoff: daysBefore(now, purge.spamDays),
        unconfirmedCutoff: daysBefore(now, SUBSCRIPTION_CONFIRMATION_DAYS),
        dryRun: purge.dryRun,
      });
      process.stdout.write(
        `${verb} ${result.leads} lead(s) of people not heard from in ${purge.months} months and ${result.spam} spam submission(s) older than ${purge.spamDays} days.\n`,
      );
      if (result.unconfirmed > 0) process.stdout.write(`${verb} ${result.unconfirmed} subscription(s) not confirmed within ${SUBSCRIPTION_CONFIRMATION_DAYS} days.\n`);
    } else if (erase) {
      const count = await deleteLeadsOf(db, erase.email, { dryRun: erase.dryRun });
      process.stdout.write(`${verb} ${count} lead(s) of ${erase.email}.\n`);
    }
    // The e-mails written as files for the deleted leads (no SMTP_URL) go with them.
    if (!(purge ?? erase)?.dryRun) {
      const files = await removeEmailsOfDeletedLeads(db, config.leadMail.emlDir);
      if (files > 0) process.stdout.write(`Deleted ${files} e-mail file(s) of deleted leads from ${config.leadMail.emlDir}.\n`);
    }
  } finally {
    await db.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
