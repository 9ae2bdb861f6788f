import { randomUUID } from 'node:crypto';
import { sqlOutbox, type Outbox, type OutboxDelivery } from './lead-outbox.js';
import type { Locale } from '@pcr/contracts';
import type { LeadKind } from './lead-fields.js';
import { jsonColumn, type SqlClient, type SqlQueryable } from './sql-client.js';

/** The agency's addresses for a lead in each language: LEAD_NOTIFY_TO, and LEAD_NOTIFY_TO_ES for Spanish (decision 0033). */
export type AgencyRecipients = Readonly<Record<Locale, readonly string[]>>;

/**
 * The two e-mails of a lead (decision 0016), the e-mails of an alert lead (decision 0038), a
 * fresh link to manage alerts asked for from an expired one (decision 0047), and a tour's later
 * e-mails (confirmed, proposed, cancelled: issue 48).
 */
export type MailMessageKind = 'agency_notification' | 'visitor_confirmation' | 'alert_digest' | 'manage_link' | 'tour_update';

/** The e-mails a stranger can make the site write to an address: at most one of them an hour per mailbox. */
const VISITOR_MAIL = `message_kind IN ('visitor_confirmation', 'manage_link')`;

/** One claimed row of lead_mail_outbox: which message of which lead, to whom. */
export interface MailDelivery extends OutboxDelivery {
  messageKind: MailMessageKind;
  recipient: string;
  /** A tour_update's change, as it was when queued (tour-store.ts); null for the other kinds. */
  details: unknown;
}

/** The lead e-mails' queue: the same claims, leases and marks as the webhook's (lead-outbox.ts). */
export function sqlLeadMailOutbox(client: SqlClient): Outbox<MailDelivery> {
  return sqlOutbox(client, {
    name: 'lead_mail_outbox',
    columns: ['message_kind', 'recipient', 'details'],
    toDelivery: (base, row) => ({
      ...base,
      messageKind: row.message_kind as MailMessageKind,
      recipient: String(row.recipient),
      details: row.details === null || row.details === undefined ? null : jsonColumn(row.details),
    }),
  });
}

/** Arbitrary constant of the confirmation lock ("pcr" + 2); the second key is the address's hash. */
const CONFIRMATION_LOCK_KEY = 7_067_114;

/**
 * Queues a stored lead's e-mails inside the lead's own transaction (spam never gets here): the
 * agency's notification to each of `notifyTo` (the addresses for the lead's language), and the
 * visitor's e-mail: the confirmation of a contact form, or, for a subscription, the request to
 * confirm it (double opt-in, decision 0037).
 *
 * - At most one visitor e-mail per address per hour, decided here under a transaction-scoped
 *   advisory lock on the address, so two instances taking leads from one address at once still
 *   queue one: the second waits for the first to commit, then sees its row. An address is its
 *   mailbox (`mail_identity`, decision 0045): "v+a@x" and "V+b@x" share one hour and one opt-out.
 * - An address that unsubscribed gets no contact confirmation. It can still be asked to confirm a
 *   new subscription or alert, at most once in 30 days (a stranger cannot make us write to it more often);
 *   its opt-out stays until it confirms.
 *
 * Resolves to the number of rows queued.
 */
export async function queueLeadMail(
  tx: SqlQueryable,
  lead: { id: string; kind: LeadKind; email: string },
  notifyTo: readonly string[],
): Promise<number> {
  let queued = 0;
  for (const recipient of notifyTo) {
    await tx.query(`INSERT INTO lead_mail_outbox (id, lead_id, message_kind, recipient) VALUES ($1, $2, 'agency_notification', $3)`, [
      randomUUID(),
      lead.id,
      recipient,
    ]);
    queued++;
  }
  await tx.query(`SELECT pg_advisory_xact_lock(${CONFIRMATION_LOCK_KEY}, hashtext(mail_identity($1)))`, [lead.email]);
  const confirmation = await tx.query(
    `WITH opted_out AS (SELECT EXISTS (SELECT 1 FROM mail_opt_outs WHERE email = mail_identity($3)) AS yes)
     INSERT INTO lead_mail_outbox (id, lead_id, message_kind, recipient)
     SELECT $1, $2, 'visitor_confirmation', $3 FROM opted_out
     WHERE ($4 IN ('subscribe', 'alert') OR NOT opted_out.yes)
       AND NOT EXISTS (
         SELECT 1 FROM lead_mail_outbox
         WHERE ${VISITOR_MAIL} AND mail_identity(recipient) = mail_identity($3)
           AND created_at > now() - CASE WHEN opted_out.yes THEN interval '30 days' ELSE interval '1 hour' END)
     RETURNING id`,
    [randomUUID(), lead.id, lead.email, lead.kind],
  );
  return queued + confirmation.length;
}

/**
 * Queues an e-mail with a fresh link to manage the alerts of a lead's address (decision 0047), asked
 * for from an expired link: never to an address that opted out, and within the same hourly limit as
 * the requests to confirm, decided under the same lock. Resolves to whether one was queued.
 */
export async function queueManageLink(tx: SqlQueryable, leadId: string): Promise<boolean> {
  const [lead] = await tx.query<{ email: string }>(`SELECT email FROM leads WHERE id = $1 AND kind = 'alert' AND NOT is_spam`, [leadId]);
  if (!lead) return false;
  await tx.query(`SELECT pg_advisory_xact_lock(${CONFIRMATION_LOCK_KEY}, hashtext(mail_identity($1)))`, [lead.email]);
  const queued = await tx.query(
    `INSERT INTO lead_mail_outbox (id, lead_id, message_kind, recipient)
     SELECT $1, $2, 'manage_link', $3
     WHERE NOT EXISTS (SELECT 1 FROM mail_opt_outs WHERE email = mail_identity($3))
       AND NOT EXISTS (SELECT 1 FROM lead_mail_outbox WHERE ${VISITOR_MAIL} AND mail_identity(recipient) = mail_identity($3) AND created_at > now() - interval '1 hour')
     RETURNING id`,
    [randomUUID(), leadId, lead.email],
  );
  return queued.length > 0;
}
