import type { SqlClient, SqlQueryable } from './sql-client.js';

/**
 * What the privacy policy promises (packages/content/src/legal.ts, "How long we keep it"): leads are
 * kept no more than 24 months after our last contact with the person, spam only as long as we need
 * it to review abuse, and anyone may ask for their data to be deleted. The API never deletes; these
 * run from the command line (npm run leads:purge / leads:delete) or a scheduler.
 */

export interface RetentionPolicy {
  /** A person's leads go once their latest real (not spam) lead is older than this. */
  contactCutoff: Date;
  /** Spam older than this goes. */
  spamCutoff: Date;
  /** Subscriptions and alerts never confirmed and asked for before this go (double opt-in, decisions 0037, 0038); none without it. */
  unconfirmedCutoff?: Date;
  /** Count only; delete nothing. */
  dryRun?: boolean;
}

export interface PurgeResult {
  leads: number;
  spam: number;
  /** Subscription requests their address never confirmed. */
  unconfirmed: number;
}

// The "person" is the e-mail address, compared case-insensitively. Our last contact is their latest
// lead, confirmation or alert e-mail; a confirmed alert that runs is still "the updates you asked
// for" (the policy's words), however long it has found nothing to send: it keeps its person.
const EXPIRED_PEOPLE = `NOT is_spam AND lower(email) IN (
  SELECT lower(l.email) FROM leads l LEFT JOIN lead_alerts a ON a.lead_id = l.id
  WHERE NOT l.is_spam GROUP BY lower(l.email)
  HAVING max(GREATEST(l.created_at, l.confirmed_at, a.last_sent_at)) < $1::timestamptz
     AND NOT bool_or(a.lead_id IS NOT NULL AND l.confirmed_at IS NOT NULL AND NOT a.paused))`;
const EXPIRED_SPAM = `is_spam AND created_at < $1::timestamptz`;
// Spam keeps to its own period (above), confirmed or not.
const UNCONFIRMED = `NOT is_spam AND kind IN ('subscribe', 'alert') AND confirmed_at IS NULL AND created_at < $1::timestamptz`;
const OF_EMAIL = `lower(email) = lower($1)`;

async function countOrDelete(client: SqlQueryable, where: string, param: string, dryRun: boolean): Promise<number> {
  if (dryRun) {
    const rows = await client.query<{ n: number | string }>(`SELECT count(*) AS n FROM leads WHERE ${where}`, [param]);
    return Number(rows[0]?.n ?? 0);
  }
  // Their notification rows (lead_outbox) go with them: ON DELETE CASCADE.
  return (await client.query(`DELETE FROM leads WHERE ${where} RETURNING id`, [param])).length;
}

/** Deletes (or with `dryRun` counts) what the retention policy says has expired, in one transaction. */
export async function purgeExpiredLeads(client: SqlClient, policy: RetentionPolicy): Promise<PurgeResult> {
  const dryRun = policy.dryRun ?? false;
  return client.transaction(async (tx) => ({
    leads: await countOrDelete(tx, EXPIRED_PEOPLE, policy.contactCutoff.toISOString(), dryRun),
    spam: await countOrDelete(tx, EXPIRED_SPAM, policy.spamCutoff.toISOString(), dryRun),
    unconfirmed: policy.unconfirmedCutoff ? await countOrDelete(tx, UNCONFIRMED, policy.unconfirmedCutoff.toISOString(), dryRun) : 0,
  }));
}

/** Every lead of one e-mail address (a deletion request), spam included. */
export async function deleteLeadsOf(client: SqlClient, email: string, options: { dryRun?: boolean } = {}): Promise<number> {
  return countOrDelete(client, OF_EMAIL, email.trim(), options.dryRun ?? false);
}

/** The instant `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * 86_400_000);
