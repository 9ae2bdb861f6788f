import { randomUUID } from 'node:crypto';
import type { AlertFrequency, AlertSubject, AssignedAgent, TourMode, TourState } from '@pcr/contracts';
import type { LeadRoute, LeadRouter } from '../lead-routing.js';
import { nextAlertDue } from '../alerts/alert-schedule.js';
import { crmEventAtCreation, queueCrmEvent } from './lead-crm-outbox.js';
import { queueLeadMail, type AgencyRecipients } from './lead-mail-outbox.js';
import { jsonColumn, type SqlClient, type SqlQueryable } from './sql-client.js';
import { insertTour, type NewTour, type TourHome } from '../tours/tour-store.js';
import { assignedAgentOf, leadFormFieldsOf, type LeadFormColumns, type LeadFormFields } from './lead-fields.js';

export type { ContactFormKind, LeadFormFields, LeadKind } from './lead-fields.js';

/** A lead as the API stores it: form fields plus what the server adds. */
export interface NewLead extends LeadFormFields {
  isSpam: boolean;
  sourceIpHash: string | null;
  userAgent: string | null;
  /** An alert lead's search or home and frequency (lead_alerts, decision 0038). */
  alert?: { subject: AlertSubject; frequency: AlertFrequency };
  /** A tour request's home, how and when (tours, issue 48). */
  tour?: NewTour;
}

export interface StoredLead extends NewLead {
  id: string;
  /** A tour request's tour as it stands (issue 48): where it is, and its confirmed time. */
  tourState?: { state: TourState; startsAt: Date | null };
  createdAt: Date;
  /** When its address confirmed a subscription (double opt-in); null until then, and for a contact. */
  confirmedAt?: Date | null;
  /** The agent it was assigned to (lead-routing.ts); null when nobody was. */
  assignedAgent?: AssignedAgent | null;
}

export interface LeadQuery {
  /** Only leads created at or after this instant. */
  since?: Date;
  includeSpam?: boolean;
}

export interface LeadStore {
  /** Resolves once the lead is committed. */
  create(lead: NewLead): Promise<{ id: string; receivedAt: string }>;
  /** Oldest first. */
  list(query?: LeadQuery): Promise<StoredLead[]>;
}

interface LeadRow extends LeadFormColumns {
  id: string;
  is_spam: boolean;
  source_ip_hash: string | null;
  user_agent: string | null;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  assigned_agent: AssignedAgent | string | null;
  /** The tour of a tour request (LEFT JOIN tours); null for other kinds. */
  tour_property: TourHome | string | null;
  tour_mode: TourMode | null;
  tour_times: string[] | string | null;
  tour_state: TourState | null;
  tour_starts_at: Date | string | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export interface SqlLeadStoreOptions {
  /**
   * Queue a new-lead notification for each lead that is not spam: a `lead_outbox` row written in the
   * lead's own transaction (LEAD_WEBHOOK_URL is set). Both rows commit together or not at all.
   */
  outbox?: boolean;
  /**
   * Queue the lead's e-mails (lead_mail_outbox, decision 0016) in the same transaction: the agency's
   * notification to each address `notifyTo` gives for the lead's language (decision 0033) and the
   * visitor's confirmation. Spam gets none.
   */
  mail?: {
    notifyTo: AgencyRecipients;
    /** With an agent assigned, the notification goes to them, and a copy to each of these (LEAD_COPY_TO). */
    copyTo?: readonly string[];
  };
  /** Assigns each contact's and seller's lead to an agent (issue 47, section 3), in the lead's transaction. */
  route?: LeadRouter;
  /**
   * Queue the lead's event for Follow Up Boss (lead_crm_outbox, decision 0057) in the same transaction:
   * a contact's or a seller's inquiry (FOLLOW_UP_BOSS_API_KEY is set). Spam gets none.
   */
  crm?: boolean;
  /** Called once a lead with a queued notification or e-mail is committed (wakes the dispatchers). */
  onQueued?: () => void;
}

const INSERT_LEAD = `INSERT INTO leads (id, kind, form, name, email, phone, address, message, property_interest,
     how_did_you_hear, interest, is_spam, source_ip_hash, user_agent, page, language, home, assigned_agent)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
   RETURNING id, created_at`;

/** What an alert follows and how often; daily and weekly ones wait for their first 7 a.m. */
async function insertAlert(tx: SqlQueryable, leadId: string, { subject, frequency }: NonNullable<NewLead['alert']>): Promise<void> {
  await tx.query('INSERT INTO lead_alerts (lead_id, search, listing_key, frequency, due_at) VALUES ($1, $2, $3, $4, $5)', [
    leadId,
    subject.kind === 'search' ? JSON.stringify(subject.search) : null,
    subject.kind === 'home' ? subject.propertyId : null,
    frequency,
    frequency === 'instant' ? null : nextAlertDue(frequency, new Date()).toISOString(),
  ]);
}

/**
 * The agent of a route: a pool's next turn, counted in lead_rotation by one statement whose row lock
 * holds until the lead's transaction ends, so instances on one database hand out turns one at a time
 * and a restart continues the count. A lead that rolls back gives its turn back.
 */
async function agentOf(tx: SqlQueryable, route: LeadRoute): Promise<AssignedAgent> {
  if (route.kind === 'agent') return route.agent;
  const [row] = await tx.query<{ turns: number | string }>(
    `INSERT INTO lead_rotation (pool, turns) VALUES ($1, 1)
     ON CONFLICT (pool) DO UPDATE SET turns = lead_rotation.turns + 1
     RETURNING turns`,
    [route.pool],
  );
  if (!row) throw new Error('lead_rotation returned no row');
  return route.agents[(Number(row.turns) - 1) % route.agents.length] as AssignedAgent;
}

/** One SQL implementation for both drivers (PGlite and pg). */
export function sqlLeadStore(client: SqlClient, options: SqlLeadStoreOptions = {}): LeadStore {
  const insert = async (db: SqlQueryable, lead: NewLead, agent: AssignedAgent | null = null) => {
    const rows = await db.query<{ id: string; created_at: Date | string }>(INSERT_LEAD, [
      randomUUID(),
      lead.kind,
      lead.form,
      lead.name,
      lead.email,
      lead.phone,
      lead.address,
      lead.message,
      lead.propertyInterest,
      lead.howDidYouHear,
      lead.interest,
      lead.isSpam,
      lead.sourceIpHash,
      lead.userAgent,
      lead.page,
      lead.language,
      lead.home ? JSON.stringify(lead.home) : null,
      agent ? JSON.stringify(agent) : null,
    ]);
    const row = rows[0];
    if (!row) throw new Error('INSERT INTO leads returned no row');
    return { id: row.id, receivedAt: toDate(row.created_at).toISOString() };
  };

  return {
    async create(lead) {
      const { outbox, mail, crm } = options;
      const route = lead.isSpam ? undefined : options.route?.(lead);
      if (lead.isSpam || (!outbox && !mail && !crm && !lead.alert && !lead.tour && !route)) return insert(client, lead);
      const created = await client.transaction(async (tx) => {
        const agent = route ? await agentOf(tx, route) : null;
        const stored = await insert(tx, lead, agent);
        if (lead.alert) await insertAlert(tx, stored.id, lead.alert);
        // The agent's calendar its confirmed time goes in ('' for the agency's desk).
        if (lead.tour) await insertTour(tx, stored.id, lead.tour, agent?.slug ?? '');
        // An alert asks for e-mails, not for a call: the agency is not notified of it (decision 0038).
        const isAlert = lead.kind === 'alert';
        if (outbox && !isAlert) await tx.query('INSERT INTO lead_outbox (id, lead_id) VALUES ($1, $2)', [randomUUID(), stored.id]);
        if (mail) {
          // The assigned agent, and a copy to the main inbox; nobody assigned: the agency's addresses (decision 0033).
          const agency = agent ? [...new Set([agent.email, ...(mail.copyTo ?? [])])] : mail.notifyTo[lead.language];
          await queueLeadMail(tx, { id: stored.id, kind: lead.kind, email: lead.email }, isAlert ? [] : agency);
        }
        const crmEvent = crm ? crmEventAtCreation(lead) : undefined;
        if (crmEvent) await queueCrmEvent(tx, stored.id, crmEvent);
        return stored;
      });
      options.onQueued?.();
      return created;
    },

    async list(query = {}) {
      const rows = await client.query<LeadRow>(
        `SELECT l.*, t.property AS tour_property, t.mode AS tour_mode, t.times AS tour_times, t.state AS tour_state, t.starts_at AS tour_starts_at
         FROM leads l LEFT JOIN tours t ON t.lead_id = l.id
         WHERE ($1::timestamptz IS NULL OR l.created_at >= $1::timestamptz)
           AND ($2::boolean OR NOT l.is_spam)
         ORDER BY l.created_at, l.id`,
        [query.since?.toISOString() ?? null, query.includeSpam ?? false],
      );
      return rows.map((row) => ({
        id: row.id,
        ...leadFormFieldsOf(row),
        isSpam: row.is_spam,
        sourceIpHash: row.source_ip_hash,
        userAgent: row.user_agent,
        createdAt: toDate(row.created_at),
        confirmedAt: row.confirmed_at === null ? null : toDate(row.confirmed_at),
        assignedAgent: assignedAgentOf(row.assigned_agent),
        ...(row.tour_property !== null && row.tour_mode !== null && row.tour_times !== null && row.tour_state !== null
          ? {
              tour: { home: jsonColumn(row.tour_property), mode: row.tour_mode, times: jsonColumn(row.tour_times) },
              tourState: { state: row.tour_state, startsAt: row.tour_starts_at === null ? null : toDate(row.tour_starts_at) },
            }
          : {}),
      }));
    },
  };
}
