import type { ReceivedLead } from '@pcr/contracts';
import { assignedAgentOf, leadFormFieldsOf, type LeadFormColumns } from './lead-fields.js';
import type { AssignedAgent } from '@pcr/contracts';
import type { SqlClient } from './sql-client.js';

/** What a new-lead notification carries: the form as the agency needs it (no IP hash, no user agent). */
export interface LeadNotification extends ReceivedLead {
  id: string;
  /** Always present in a notification: the agent who got the lead, or null (the agency's inboxes did). */
  assignedAgent: AssignedAgent | null;
}

/** One claimed outbox row: the dispatcher holds it until it records the outcome or the lease ends. */
export interface OutboxDelivery {
  /** The outbox row's id, sent as the Idempotency-Key. */
  id: string;
  leaseToken: string;
  /** Number of this attempt, from 1. */
  attempt: number;
  queuedAt: string;
  lead: LeadNotification;
}

/**
 * A lead outbox table as a dispatcher uses it: `lead_outbox` (webhook, migration 002),
 * `lead_mail_outbox` (e-mails, migration 004) or `lead_crm_outbox` (Follow Up Boss, migration 013),
 * which share the queue columns. Claims take due rows with `FOR UPDATE SKIP LOCKED` and put a lease
 * on them, so several API instances on one PostgreSQL database never hold the same row at once, and
 * a row held by a process that died is claimed again once its lease has run out.
 */
export interface Outbox<D extends OutboxDelivery = OutboxDelivery> {
  /** Takes up to `limit` due rows for `leaseMs`, oldest due first, and counts the attempt; never a row with `maxAttempts` spent. */
  claim(leaseToken: string, limit: number, leaseMs: number, maxAttempts: number): Promise<D[]>;
  /**
   * Gives up the pending rows whose `maxAttempts` are spent and that nobody holds (a holder died
   * during the last attempt, or the limit was lowered); resolves to them, for the log.
   */
  giveUpSpent(maxAttempts: number): Promise<{ id: string; leadId: string; attempts: number }[]>;
  markDelivered(id: string): Promise<void>;
  /** A failed attempt: try again in `retryInMs`, or never (null: attempts spent). */
  markFailed(delivery: D, reason: string, retryInMs: number | null): Promise<void>;
  /** Gives a claimed row back untried (shutting down): due at once, the attempt not counted. */
  release(delivery: D): Promise<void>;
  /** Extends the lease of the rows still held under `leaseToken` to `leaseMs` from now (attempts in flight). */
  renewLease(leaseToken: string, leaseMs: number): Promise<void>;
  /** Milliseconds until the next pending row is due (negative: due already); null when none is pending. */
  msUntilNextDue(): Promise<number | null>;
}

/** The webhook's queue (lead_outbox). */
export type LeadOutbox = Outbox<OutboxDelivery>;

/** Which table, and what its rows add to a delivery (columns of `o`, the outbox row). */
export interface OutboxTable<D extends OutboxDelivery> {
  name: 'lead_outbox' | 'lead_mail_outbox' | 'lead_crm_outbox';
  /** Extra columns of the outbox row returned by a claim, e.g. `['message_kind', 'recipient']` (names unlike the lead's). */
  columns: readonly string[];
  toDelivery(base: OutboxDelivery, row: Record<string, unknown>): D;
}

interface ClaimRow extends LeadFormColumns {
  id: string;
  attempts: number;
  queued_at: Date | string;
  lead_id: string;
  lead_created_at: Date | string;
  assigned_agent: AssignedAgent | string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const PENDING = 'delivered_at IS NULL AND failed_at IS NULL';

function baseDelivery(row: ClaimRow, leaseToken: string): OutboxDelivery {
  return {
    id: row.id,
    leaseToken,
    attempt: row.attempts,
    queuedAt: iso(row.queued_at),
    lead: { id: row.lead_id, receivedAt: iso(row.lead_created_at), ...leadFormFieldsOf(row), assignedAgent: assignedAgentOf(row.assigned_agent) },
  };
}

export function sqlLeadOutbox(client: SqlClient): LeadOutbox {
  return sqlOutbox(client, { name: 'lead_outbox', columns: [], toDelivery: (base) => base });
}

/** One SQL implementation of the queue for every outbox table, on both drivers. */
export function sqlOutbox<D extends OutboxDelivery>(client: SqlClient, table: OutboxTable<D>): Outbox<D> {
  const outbox = table.name;
  const extra = table.columns.map((column) => `, o.${column}`).join('');
  return {
    async claim(leaseToken, limit, leaseMs, maxAttempts) {
      const rows = await client.query<ClaimRow>(
        `WITH due AS (
           SELECT id FROM ${outbox}
           WHERE ${PENDING} AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until <= now()) AND attempts < $4
           ORDER BY next_attempt_at, id
           LIMIT $3
           FOR UPDATE SKIP LOCKED
         )
         UPDATE ${outbox} o
         SET lease_token = $1, lease_until = now() + $2::float8 * interval '1 millisecond', attempts = o.attempts + 1
         FROM due, leads l
         WHERE o.id = due.id AND l.id = o.lead_id
         RETURNING o.id, o.attempts, o.created_at AS queued_at, l.id AS lead_id, l.created_at AS lead_created_at,
           l.kind, l.form, l.name, l.email, l.phone, l.address, l.message, l.property_interest, l.how_did_you_hear, l.interest, l.page, l.language, l.home, l.assigned_agent${extra}`,
        [leaseToken, leaseMs, limit, maxAttempts],
      );
      return rows.map((row) => table.toDelivery(baseDelivery(row, leaseToken), row));
    },

    async giveUpSpent(maxAttempts) {
      const rows = await client.query<{ id: string; lead_id: string; attempts: number }>(
        `UPDATE ${outbox}
         SET failed_at = now(), lease_token = NULL, lease_until = NULL, last_error = coalesce(last_error, 'attempts spent')
         WHERE ${PENDING} AND attempts >= $1 AND (lease_until IS NULL OR lease_until <= now())
         RETURNING id, lead_id, attempts`,
        [maxAttempts],
      );
      return rows.map((row) => ({ id: row.id, leadId: row.lead_id, attempts: row.attempts }));
    },

    async markDelivered(id) {
      // Whoever holds the lease now: delivered is delivered.
      await client.query(
        `UPDATE ${outbox} SET delivered_at = now(), lease_token = NULL, lease_until = NULL, last_error = NULL
         WHERE id = $1 AND delivered_at IS NULL`,
        [id],
      );
    },

    async markFailed(delivery, reason, retryInMs) {
      // Only while still holding the lease: a row taken over by another claim is not ours to schedule.
      await client.query(
        `UPDATE ${outbox}
         SET lease_token = NULL, lease_until = NULL, last_error = $3,
           next_attempt_at = CASE WHEN $4::float8 IS NULL THEN next_attempt_at ELSE now() + $4::float8 * interval '1 millisecond' END,
           failed_at = CASE WHEN $4::float8 IS NULL THEN now() END
         WHERE id = $1 AND lease_token = $2 AND ${PENDING}`,
        [delivery.id, delivery.leaseToken, reason.slice(0, 500), retryInMs],
      );
    },

    async release(delivery) {
      await client.query(
        `UPDATE ${outbox}
         SET lease_token = NULL, lease_until = NULL, attempts = greatest(attempts - 1, 0), next_attempt_at = now()
         WHERE id = $1 AND lease_token = $2 AND ${PENDING}`,
        [delivery.id, delivery.leaseToken],
      );
    },

    async renewLease(leaseToken, leaseMs) {
      await client.query(
        `UPDATE ${outbox} SET lease_until = now() + $2::float8 * interval '1 millisecond' WHERE lease_token = $1 AND ${PENDING}`,
        [leaseToken, leaseMs],
      );
    },

    async msUntilNextDue() {
      const rows = await client.query<{ wait_ms: number | null }>(
        `SELECT (extract(epoch FROM min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at))) - now()) * 1000)::float8 AS wait_ms
         FROM ${outbox} WHERE ${PENDING}`,
      );
      const wait = rows[0]?.wait_ms;
      return wait === null || wait === undefined ? null : Number(wait);
    },
  };
}
