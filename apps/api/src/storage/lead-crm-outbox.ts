import { randomUUID } from 'node:crypto';
import { splitLocale } from '@pcr/contracts';
import type { LeadKind } from './lead-fields.js';
import { sqlOutbox, type Outbox, type OutboxDelivery } from './lead-outbox.js';
import type { SqlClient, SqlQueryable } from './sql-client.js';

/**
 * The queue of leads for the agency's CRM, Follow Up Boss (decision 0057): the event types its
 * action plans start on, the rows of `lead_crm_outbox` (migration 013), and the one way a row is
 * queued. Only SQL here: the CRM's own code (notifications/follow-up-boss.ts) is loaded only when
 * FOLLOW_UP_BOSS_API_KEY is set.
 */
export const CRM_EVENT_TYPES = ['Seller Inquiry', 'Property Inquiry', 'General Inquiry', 'Registration'] as const;
export type CrmEventType = (typeof CRM_EVENT_TYPES)[number];

/** One claimed row: which event of which lead. */
export interface CrmDelivery extends OutboxDelivery {
  eventType: CrmEventType;
}

export function sqlLeadCrmOutbox(client: SqlClient): Outbox<CrmDelivery> {
  return sqlOutbox(client, {
    name: 'lead_crm_outbox',
    columns: ['event_type'],
    toDelivery: (base, row) => ({ ...base, eventType: row.event_type as CrmEventType }),
  });
}

/** The listing a form was sent from: `/properties/{id}`, its tour request's page `/properties/{id}/tour`, or either under /es (query and fragment aside). */
export function propertyIdOfPage(page: string | null): string | undefined {
  if (!page) return undefined;
  const { path } = splitLocale(page.replace(/[?#].*$/, ''));
  const id = /^\/properties\/([^/]+)(?:\/tour)?\/?$/.exec(path)?.[1];
  if (id === undefined) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/**
 * The event a lead makes when it is stored: a seller's home, a contact from a listing's page or from
 * anywhere else, a tour request (a listing's, issue 48). A subscription or an alert makes none until its address confirms it (Registration,
 * decisions 0037 and 0038): an unconfirmed address may be a stranger's.
 */
export function crmEventAtCreation(lead: { kind: LeadKind; page: string | null }): CrmEventType | undefined {
  if (lead.kind === 'seller') return 'Seller Inquiry';
  if (lead.kind === 'tour') return 'Property Inquiry';
  if (lead.kind === 'contact')
    return propertyIdOfPage(lead.page) === undefined ? 'General Inquiry' : 'Property Inquiry';
  return undefined;
}

/** Queues a lead's event inside the transaction that makes it; an event already queued stays as it is. */
export async function queueCrmEvent(tx: SqlQueryable, leadId: string, eventType: CrmEventType): Promise<void> {
  await tx.query(
    `INSERT INTO lead_crm_outbox (id, lead_id, event_type) VALUES ($1, $2, $3)
     ON CONFLICT (lead_id, event_type) DO NOTHING`,
    [randomUUID(), leadId, eventType],
  );
}
