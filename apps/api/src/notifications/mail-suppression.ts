import type { Logger } from '../logger.js';
import type { MailDelivery } from '../storage/lead-mail-outbox.js';
import type { SqlQueryable } from '../storage/sql-client.js';

/**
 * A visitor's address the mail server refused for good (a hard bounce at send time) joins the
 * opt-outs: no more e-mail goes to it, its alerts stop being matched, until the address confirms
 * a subscription or alert again (which only its owner can). Keeps the agency's sender reputation.
 */
export function suppressRefusedAddress(db: SqlQueryable, logger: Logger): (delivery: MailDelivery) => Promise<void> {
  return async (delivery) => {
    await db.query('INSERT INTO mail_opt_outs (email) VALUES (mail_identity($1)) ON CONFLICT (email) DO NOTHING', [delivery.recipient]);
    logger.warn('visitor address refused for good: no more e-mail to it', { delivery: delivery.id, lead: delivery.lead.id, message: delivery.messageKind });
  };
}
