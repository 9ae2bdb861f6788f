import { randomUUID } from 'node:crypto';
import {
  HOME_ALERT_CHANGES,
  SEARCH_ALERT_CHANGES,
  type AlertFrequency,
  type ListingChangeKind,
  type Neighborhood,
  type Property,
  type PropertySearch,
} from '@pcr/contracts';
import { searchProperties } from '../property-search.js';
import { jsonColumn, type SqlClient, type SqlQueryable } from '../storage/sql-client.js';
import { nextAlertDue } from './alert-schedule.js';

/**
 * Turns listing events into alert e-mails (issue 31, decision 0038). A run takes the alerts that
 * are due (confirmed, not paused, past their `due_at`, their address not opted out), locked with
 * SKIP LOCKED so instances running at once share them without taking one twice; finds for each the
 * events recorded since it was confirmed that it has not reported (alert_sends) and that match it;
 * and, in the same transaction, queues one e-mail per alert with such events (lead_mail_outbox,
 * message 'alert_digest'), records which events that e-mail reports, and moves the alert's `due_at`
 * on. The primary key of alert_sends keeps an event from ever being reported twice to one alert.
 */

/** The events a run looks at: the longest an alert waits (a week) and a day's margin. */
const EVENT_WINDOW_DAYS = 8;
/**
 * Alerts taken in one transaction: the embedded database has one connection, so a run over ten
 * thousand alerts in one go would hold back every lead for seconds (docs/performance.md, alerts).
 */
export const ALERTS_PER_BATCH = 200;

export interface AlertMatchingSource {
  /** The site's neighborhoods (a search's `neighborhood` and `city` name them). */
  neighborhoods: readonly Neighborhood[];
  /** A copied MLS record as the site shows it (any status: a home's alert reports pending and sold too); undefined for one it cannot show. */
  propertyOf(record: Record<string, unknown>): Property | undefined;
}

export interface AlertBatch {
  /** Alerts that got an e-mail queued. */
  emails: number;
  /** Events those e-mails report. */
  events: number;
  /** Due alerts this batch took: as many as the limit means more may be waiting. */
  alerts: number;
  /** The last alert it took: the next batch starts after it. */
  last: string | undefined;
}

export type AlertRun = Pick<AlertBatch, 'emails' | 'events'>;

const FIRST_KEY = '00000000-0000-0000-0000-000000000000';

interface DueAlertRow extends Record<string, unknown> {
  lead_id: string;
  email: string;
  search: Record<string, unknown> | string | null;
  listing_key: string | null;
  frequency: AlertFrequency;
  confirmed_at: Date | string;
}

interface EventRow extends Record<string, unknown> {
  id: string | number;
  listing_key: string;
  kind: ListingChangeKind;
  recorded_at: Date | string;
  record: Record<string, unknown> | string;
}

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();
/** Homes a search alert reports are those still for sale (a "new" listing since gone pending is no news for a search). */
const FOR_SALE = new Set<Property['status']>(['New Listing', 'For Sale', 'Coming Soon']);

export interface CandidateEvent {
  id: string;
  listingKey: string;
  kind: ListingChangeKind;
  recordedAt: number;
  property: Property | undefined;
}

/** Due alerts after `after` in key order (a run walks them batch by batch: an alert with nothing to say stays due, and is not taken twice in one run). */
/** An alert that may send now: confirmed, not spam, not paused, due, its address not opted out. */
const DUE_ALERTS = `lead_alerts a JOIN leads l ON l.id = a.lead_id
  WHERE l.confirmed_at IS NOT NULL AND NOT l.is_spam AND NOT a.paused AND (a.due_at IS NULL OR a.due_at <= now())
    AND NOT EXISTS (SELECT 1 FROM mail_opt_outs o WHERE o.email = mail_identity(l.email))`;

async function anyAlertDue(db: SqlQueryable): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM ${DUE_ALERTS} LIMIT 1`)).length > 0;
}

async function dueAlerts(tx: SqlQueryable, limit: number, after: string): Promise<DueAlertRow[]> {
  return tx.query<DueAlertRow>(
    `SELECT a.lead_id, l.email, a.search, a.listing_key, a.frequency, l.confirmed_at
     FROM ${DUE_ALERTS} AND a.lead_id > $2::uuid
     ORDER BY a.lead_id
     LIMIT $1
     FOR UPDATE OF a SKIP LOCKED`,
    [limit, after],
  );
}

/** The events of the window with their homes as the site shows them: read once per run, outside the batches' transactions. */
export async function recentEvents(tx: SqlQueryable, source: AlertMatchingSource): Promise<CandidateEvent[]> {
  const rows = await tx.query<EventRow>(
    `SELECT e.id, e.listing_key, e.kind, e.recorded_at, m.record
     FROM listing_events e JOIN mls_listings m ON m.listing_key = e.listing_key
     WHERE e.recorded_at > now() - interval '${EVENT_WINDOW_DAYS} days'
     ORDER BY e.id`,
  );
  // One mapping per listing, however many events it has.
  const properties = new Map<string, Property | undefined>();
  return rows.map((row) => {
    if (!properties.has(row.listing_key)) properties.set(row.listing_key, source.propertyOf(jsonColumn(row.record)));
    return { id: String(row.id), listingKey: row.listing_key, kind: row.kind, recordedAt: time(row.recorded_at), property: properties.get(row.listing_key) };
  });
}

/** The events an alert reports, of those given (all recorded after it was confirmed). */
function matchingEvents(alert: DueAlertRow, events: readonly CandidateEvent[], source: AlertMatchingSource): CandidateEvent[] {
  if (alert.listing_key !== null) {
    return events.filter((event) => event.listingKey === alert.listing_key && HOME_ALERT_CHANGES.includes(event.kind));
  }
  const search = jsonColumn(alert.search ?? {}) as PropertySearch;
  const reported = events.filter((event) => SEARCH_ALERT_CHANGES.includes(event.kind) && event.property && FOR_SALE.has(event.property.status));
  const homes = searchProperties(
    reported.flatMap((event) => (event.property ? [event.property] : [])),
    source.neighborhoods,
    search,
  );
  const matching = new Set(homes.map((home) => home.id));
  return reported.filter((event) => matching.has(event.listingKey));
}

/** One batch of the due alerts after `after` (at most `limit`), in one transaction; safe to run on several instances at once. */
export async function queueDueAlertBatch(
  db: SqlClient,
  source: AlertMatchingSource,
  {
    limit,
    after = FIRST_KEY,
    now = () => new Date(),
    events: given,
  }: { limit: number; after?: string; now?: () => Date; /** The run's events (recentEvents); read here when not given. */ events?: readonly CandidateEvent[] },
): Promise<AlertBatch> {
  return db.transaction(async (tx) => {
    const alerts = await dueAlerts(tx, limit, after);
    const last = alerts.at(-1)?.lead_id;
    if (alerts.length === 0) return { emails: 0, events: 0, alerts: 0, last };
    const events = given ?? (await recentEvents(tx, source));
    const sent = new Set(
      (await tx.query<{ lead_id: string; listing_event_id: string | number }>(
        `SELECT lead_id, listing_event_id FROM alert_sends
         WHERE lead_id IN (SELECT x::uuid FROM jsonb_array_elements_text($1::jsonb) AS t(x))
           AND listing_event_id IN (SELECT id FROM listing_events WHERE recorded_at > now() - interval '${EVENT_WINDOW_DAYS} days')`,
        [JSON.stringify(alerts.map((alert) => alert.lead_id))],
      )).map((row) => `${row.lead_id} ${row.listing_event_id}`),
    );

    const outbox: { id: string; lead_id: string; recipient: string }[] = [];
    const sends: { lead_id: string; listing_event_id: string; outbox_id: string }[] = [];
    const due: { lead_id: string; due_at: string; sent: boolean }[] = [];
    const at = now();
    for (const alert of alerts) {
      const confirmedAt = time(alert.confirmed_at);
      const fresh = events.filter((event) => event.recordedAt > confirmedAt && !sent.has(`${alert.lead_id} ${event.id}`));
      const reported = fresh.length === 0 ? [] : matchingEvents(alert, fresh, source);
      if (reported.length === 0) {
        // A daily or weekly alert with nothing to say waits for its next morning, not for the next event.
        if (alert.frequency !== 'instant') due.push({ lead_id: alert.lead_id, due_at: nextAlertDue(alert.frequency, at).toISOString(), sent: false });
        continue;
      }
      const outboxId = randomUUID();
      outbox.push({ id: outboxId, lead_id: alert.lead_id, recipient: alert.email });
      for (const event of reported) sends.push({ lead_id: alert.lead_id, listing_event_id: event.id, outbox_id: outboxId });
      due.push({ lead_id: alert.lead_id, due_at: nextAlertDue(alert.frequency, at).toISOString(), sent: true });
    }
    if (due.length === 0) return { emails: 0, events: 0, alerts: alerts.length, last };

    // Three statements whatever the number of alerts (a run may queue thousands).
    if (outbox.length > 0) await tx.query(
      `INSERT INTO lead_mail_outbox (id, lead_id, message_kind, recipient)
       SELECT x.id, x.lead_id, 'alert_digest', x.recipient FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, lead_id uuid, recipient text)`,
      [JSON.stringify(outbox)],
    );
    if (sends.length > 0) await tx.query(
      `INSERT INTO alert_sends (lead_id, listing_event_id, outbox_id)
       SELECT x.lead_id, x.listing_event_id, x.outbox_id FROM jsonb_to_recordset($1::jsonb) AS x(lead_id uuid, listing_event_id bigint, outbox_id uuid)`,
      [JSON.stringify(sends)],
    );
    await tx.query(
      `UPDATE lead_alerts a SET due_at = x.due_at, last_sent_at = CASE WHEN x.sent THEN now() ELSE a.last_sent_at END
       FROM jsonb_to_recordset($1::jsonb) AS x(lead_id uuid, due_at timestamptz, sent boolean) WHERE a.lead_id = x.lead_id`,
      [JSON.stringify(due)],
    );
    return { emails: outbox.length, events: sends.length, alerts: alerts.length, last };
  });
}

/** Every due alert, batch after batch, until a batch comes back short. */
export async function queueDueAlerts(
  db: SqlClient,
  source: AlertMatchingSource,
  { limit = ALERTS_PER_BATCH, now = () => new Date() }: { limit?: number; now?: () => Date } = {},
): Promise<AlertRun> {
  const total = { emails: 0, events: 0 };
  let after = FIRST_KEY;
  // Most minutes of a small site have no alert due: the window's events are not read for nothing.
  if (!(await anyAlertDue(db))) return total;
  // Events recorded while the run goes on wait for the next run; the unique keys make that safe.
  const events = await recentEvents(db, source);
  for (;;) {
    const batch = await queueDueAlertBatch(db, source, { limit, after, now, events });
    total.emails += batch.emails;
    total.events += batch.events;
    if (batch.alerts < limit || batch.last === undefined) return total;
    after = batch.last;
  }
}
