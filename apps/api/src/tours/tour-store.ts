import { randomUUID } from 'node:crypto';
import { TOUR_ACTION_STATES, TOUR_RULES, type AssignedAgent, type Locale, type TourMode, type TourSide, type TourState } from '@pcr/contracts';
import { assignedAgentOf } from '../storage/lead-fields.js';
import { jsonColumn, type SqlClient, type SqlQueryable } from '../storage/sql-client.js';

/**
 * Tours in the database (issue 48, section 2; migration 018): written with their lead, moved on by
 * the signed links' actions, each change with the e-mails it makes queued in the same transaction.
 */

/** The home of a tour as the site showed it when the visitor asked. */
export interface TourHome {
  id: string;
  title: string;
  location: string;
}

/** What a tour request adds to its lead. */
export interface NewTour {
  home: TourHome;
  mode: TourMode;
  /** Instants (ISO), earliest first. */
  times: string[];
}

/** A tour and what its pages and e-mails need of its lead. */
export interface StoredTour extends NewTour {
  id: string;
  state: TourState;
  proposedAt: string | null;
  startsAt: string | null;
  cancelledBy: TourSide | null;
  sequence: number;
  /** Whose confirmed tours it may not overlap: the agent's slug, '' for the desk. */
  calendar: string;
  visitor: { name: string; email: string; phone: string | null; message: string | null; language: Locale };
  agent: AssignedAgent | null;
}

/**
 * What a tour's later e-mail says (lead_mail_outbox.details, message kind 'tour_update'): the change,
 * to whom, and the tour's times and SEQUENCE then.
 */
export type TourUpdate =
  | { event: 'confirmed'; audience: 'visitor' | 'agent'; startsAt: string; sequence: number }
  | { event: 'proposed'; audience: 'visitor'; proposedAt: string }
  | { event: 'cancelled'; audience: 'visitor' | 'agent'; cancelledBy: TourSide; startsAt: string | null; sequence: number };

/** The advisory lock of a calendar's confirmed tours ("pcr" + 3); the second key is the calendar's hash. */
const CALENDAR_LOCK_KEY = 7_067_115;

/** Writes a tour request's tour in its lead's transaction; `calendar` is the assigned agent's slug ('' for the desk). */
export async function insertTour(tx: SqlQueryable, leadId: string, tour: NewTour, calendar: string): Promise<void> {
  await tx.query('INSERT INTO tours (lead_id, property, mode, times, calendar) VALUES ($1, $2, $3, $4, $5)', [
    leadId,
    JSON.stringify(tour.home),
    tour.mode,
    JSON.stringify([...tour.times].sort()),
    calendar,
  ]);
}

interface TourRow extends Record<string, unknown> {
  lead_id: string;
  property: TourHome | string;
  mode: TourMode;
  times: string[] | string;
  state: TourState;
  proposed_at: Date | string | null;
  starts_at: Date | string | null;
  cancelled_by: TourSide | null;
  sequence: number;
  calendar: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  language: Locale;
  assigned_agent: AssignedAgent | string | null;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function storedTour(row: TourRow): StoredTour {
  return {
    id: row.lead_id,
    home: jsonColumn(row.property),
    mode: row.mode,
    times: jsonColumn(row.times),
    state: row.state,
    proposedAt: isoOrNull(row.proposed_at),
    startsAt: isoOrNull(row.starts_at),
    cancelledBy: row.cancelled_by,
    sequence: Number(row.sequence),
    calendar: row.calendar,
    visitor: { name: row.name, email: row.email, phone: row.phone, message: row.message, language: row.language },
    agent: assignedAgentOf(row.assigned_agent),
  };
}

/** A tour's columns and its lead's, of `t` (a tours row) joined to `l` (its lead). */
const TOUR_COLUMNS = 't.*, l.name, l.email, l.phone, l.message, l.language, l.assigned_agent';
const SELECT_TOUR = `SELECT ${TOUR_COLUMNS} FROM tours t JOIN leads l ON l.id = t.lead_id WHERE t.lead_id = $1`;

/** A change a signed link asks for. */
export type TourChange =
  | { action: 'confirm'; at: string }
  | { action: 'propose'; at: string }
  /** `at`: the proposed time the visitor saw; another one proposed since makes it a changed state. */
  | { action: 'accept'; at?: string }
  | { action: 'cancel'; by: TourSide };

export type TourChangeOutcome =
  | { status: 'changed'; tour: StoredTour }
  | { status: 'not-found' }
  /** The tour has moved on: the action no longer fits its state. */
  | { status: 'state-changed'; tour: StoredTour }
  /** `confirm` named a time that is not one of the tour's. */
  | { status: 'not-offered'; tour: StoredTour }
  /** The time has passed (a time confirmed or accepted late). */
  | { status: 'past'; tour: StoredTour }
  /** The calendar has a confirmed tour that overlaps it. */
  | { status: 'overlap'; tour: StoredTour };

export interface TourStore {
  find(id: string): Promise<StoredTour | undefined>;
  /**
   * Makes a change in one transaction, under the calendar's lock when it books a time, so two
   * instances confirming overlapping tours of one agent at once book one; queues its e-mails.
   * `agencyTo`: where an agent's e-mail goes when nobody was assigned.
   */
  change(id: string, change: TourChange, agencyTo: (language: Locale) => readonly string[], now?: Date): Promise<TourChangeOutcome>;
}

/** Whether a time `at` overlaps a confirmed tour of the calendar other than this one. */
async function overlaps(tx: SqlQueryable, tour: Pick<StoredTour, 'id' | 'calendar'>, at: string): Promise<boolean> {
  await tx.query(`SELECT pg_advisory_xact_lock(${CALENDAR_LOCK_KEY}, hashtext($1))`, [tour.calendar]);
  const rows = await tx.query(
    `SELECT 1 FROM tours WHERE calendar = $1 AND state = 'confirmed' AND lead_id <> $2
       AND starts_at > $3::timestamptz - make_interval(mins => $4) AND starts_at < $3::timestamptz + make_interval(mins => $4)`,
    [tour.calendar, tour.id, at, TOUR_RULES.minutes],
  );
  return rows.length > 0;
}

async function queueUpdate(tx: SqlQueryable, leadId: string, recipients: readonly string[], update: TourUpdate): Promise<void> {
  for (const recipient of recipients) {
    await tx.query(`INSERT INTO lead_mail_outbox (id, lead_id, message_kind, recipient, details) VALUES ($1, $2, 'tour_update', $3, $4)`, [
      randomUUID(),
      leadId,
      recipient,
      JSON.stringify(update),
    ]);
  }
}

export function sqlTourStore(client: SqlClient, options: { onQueued?: () => void } = {}): TourStore {
  return {
    async find(id) {
      const [row] = await client.query<TourRow>(SELECT_TOUR, [id]);
      return row && storedTour(row);
    },

    async change(id, change, agencyTo, now = new Date()) {
      const outcome = await client.transaction(async (tx): Promise<TourChangeOutcome> => {
        const [row] = await tx.query<TourRow>(`${SELECT_TOUR} FOR UPDATE OF t`, [id]);
        if (!row) return { status: 'not-found' };
        const tour = storedTour(row);
        if (!TOUR_ACTION_STATES[change.action].includes(tour.state)) return { status: 'state-changed', tour };
        const visitor = [tour.visitor.email];
        const agent = tour.agent ? [tour.agent.email] : agencyTo(tour.visitor.language);
        // The row as changed, with its lead's columns, in one statement.
        const update = async (sql: string, params: unknown[]) => {
          const [updated] = await tx.query<TourRow>(
            `WITH t AS (UPDATE tours SET ${sql}, updated_at = now() WHERE lead_id = $1 RETURNING *)
             SELECT ${TOUR_COLUMNS} FROM t JOIN leads l ON l.id = t.lead_id`,
            [id, ...params],
          );
          if (!updated) throw new Error('the tour went away under its lock');
          return storedTour(updated);
        };

        if (change.action === 'cancel') {
          const wasConfirmed = tour.state === 'confirmed';
          // A confirmed tour is in the visitor's calendar: the cancellation is a new SEQUENCE of it.
          const changed = await update(`state = 'cancelled', cancelled_by = $2, sequence = sequence + $3`, [change.by, wasConfirmed ? 1 : 0]);
          const cancelled = { event: 'cancelled', cancelledBy: change.by, startsAt: changed.startsAt, sequence: changed.sequence } as const;
          // The other side is told; the visitor's calendar too when it holds the tour.
          if (change.by === 'agent' || wasConfirmed) await queueUpdate(tx, id, visitor, { ...cancelled, audience: 'visitor' });
          if (change.by === 'visitor') await queueUpdate(tx, id, agent, { ...cancelled, audience: 'agent' });
          return { status: 'changed', tour: changed };
        }

        if (change.action === 'accept' && change.at !== undefined && change.at !== tour.proposedAt) return { status: 'state-changed', tour };
        const at = change.action === 'accept' ? (tour.proposedAt as string) : change.at;
        if (change.action === 'confirm' && !tour.times.includes(at) && at !== tour.proposedAt) return { status: 'not-offered', tour };
        if (Date.parse(at) <= now.getTime()) return { status: 'past', tour };
        if (await overlaps(tx, tour, at)) return { status: 'overlap', tour };

        if (change.action === 'propose') {
          const changed = await update(`state = 'proposed', proposed_at = $2`, [at]);
          await queueUpdate(tx, id, visitor, { event: 'proposed', audience: 'visitor', proposedAt: at });
          return { status: 'changed', tour: changed };
        }
        const changed = await update(`state = 'confirmed', starts_at = $2, sequence = sequence + 1`, [at]);
        const confirmed = { event: 'confirmed', startsAt: at, sequence: changed.sequence } as const;
        await queueUpdate(tx, id, visitor, { ...confirmed, audience: 'visitor' });
        // The visitor accepted the agent's time: the agent learns it from their inbox.
        if (change.action === 'accept') await queueUpdate(tx, id, agent, { ...confirmed, audience: 'agent' });
        return { status: 'changed', tour: changed };
      });
      if (outcome.status === 'changed') options.onQueued?.();
      return outcome;
    },
  };
}
