import { ALERT_FREQUENCIES, MANAGE_LINK_DAYS, type AlertChange, type AlertFrequency, type ManagedAlert, type ManagedAlerts } from '@pcr/contracts';
import { isSignedToken, signedToken } from '../notifications/signed-token.js';
import { queueManageLink } from '../storage/lead-mail-outbox.js';
import { jsonColumn, type SqlClient } from '../storage/sql-client.js';
import { nextAlertDue } from './alert-schedule.js';

/**
 * Managing alerts without an account (decision 0038): every alert e-mail links to
 * `/alerts/manage?lead={id}&token={HMAC}.{expiry}`, signed for the purpose "manage-alerts-until"
 * with the moment it expires, and that link shows and changes every alert of the address the e-mail
 * went to. Only the mailbox has the link, and only for MANAGE_LINK_DAYS (decision 0047): a link
 * forwarded or found later gives no lasting control; an expired one can only send a fresh one to
 * the address.
 */
export const MANAGE_ALERTS_PAGE = '/alerts/manage';
const MANAGE_LINK_MS = MANAGE_LINK_DAYS * 24 * 60 * 60 * 1000;
const PURPOSE = 'manage-alerts-until';
/** The links before they expired were signed for this purpose, without an expiry: they count as expired. */
const PURPOSE_BEFORE_EXPIRY = 'manage-alerts';

/** A manage link's token, good until `expiresAt` (to the second): "{HMAC}.{expiry in seconds, base 36}". */
export function manageAlertsToken(secret: string, leadId: string, expiresAt = new Date(Date.now() + MANAGE_LINK_MS)): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${signedToken(secret, PURPOSE, `${leadId}:${expires}`)}.${expires}`;
}

/** A manage link as its page treats it: ours and in time, ours and expired (a new one may be sent), or not ours. */
export type ManageLinkState = 'valid' | 'expired' | 'invalid';

export function manageLinkState(secret: string, leadId: string, token: string, now: Date): ManageLinkState {
  const [mac = '', expires, ...rest] = token.split('.');
  if (rest.length > 0) return 'invalid';
  if (expires === undefined) return isSignedToken(secret, PURPOSE_BEFORE_EXPIRY, leadId, mac) ? 'expired' : 'invalid';
  if (!isSignedToken(secret, PURPOSE, `${leadId}:${expires}`, mac)) return 'invalid';
  return parseInt(expires, 36) * 1000 > now.getTime() ? 'valid' : 'expired';
}

export interface AlertManagement {
  /** Whether the token is ours for this lead (a manage link), and still in time. */
  linkState(leadId: string, token: string): ManageLinkState;
  /**
   * Queues an e-mail with a fresh link to the lead's address (asked for from an expired link): false
   * when none goes (the lead is gone, the address opted out, or got a visitor e-mail this hour).
   */
  sendNewLink(leadId: string): Promise<boolean>;
  /** Every alert of the lead's address, oldest first; none when the lead is gone (deleted, or all its alerts were). */
  list(leadId: string): Promise<ManagedAlerts>;
  /** Applies a change; undefined when the alert named is not one of the address's. */
  change(leadId: string, change: AlertChange): Promise<ManagedAlerts | undefined>;
  /** The one-click unsubscribe of one alert's e-mail (RFC 8058): that alert goes, with its pending e-mails. */
  stop(leadId: string): Promise<void>;
}

interface AlertRow extends Record<string, unknown> {
  lead_id: string;
  search: Record<string, string | number> | string | null;
  listing_key: string | null;
  frequency: string;
  paused: boolean;
  confirmed: boolean;
  created_at: Date | string;
  title: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const frequencyOf = (value: string): AlertFrequency => (ALERT_FREQUENCIES as readonly string[]).includes(value) ? (value as AlertFrequency) : 'instant';

// The address of the link's lead, compared as the leads table does (case-insensitive).
const OF_ADDRESS = `lower(l.email) = (SELECT lower(email) FROM leads WHERE id = $1)`;

function managedAlertOf(row: AlertRow): ManagedAlert {
  const search = jsonColumn(row.search);
  return {
    id: row.lead_id,
    subject: search ? { kind: 'search', search } : { kind: 'home', propertyId: row.listing_key ?? '', ...(row.title ? { title: row.title } : {}) },
    frequency: frequencyOf(row.frequency),
    paused: row.paused,
    confirmed: row.confirmed,
    createdAt: iso(row.created_at),
  };
}

export interface AlertManagementOptions {
  now?: () => Date;
  /** Called once a new link's e-mail is queued (wakes the mail dispatcher). */
  onQueued?: () => void;
}

export function sqlAlertManagement(db: SqlClient, secret: string, { now = () => new Date(), onQueued }: AlertManagementOptions = {}): AlertManagement {
  const list = async (leadId: string): Promise<ManagedAlerts> => {
    const rows = await db.query<AlertRow>(
      `SELECT a.lead_id, a.search, a.listing_key, a.frequency, a.paused, l.confirmed_at IS NOT NULL AS confirmed, l.created_at,
         m.record->>'UnparsedAddress' AS title
       FROM lead_alerts a JOIN leads l ON l.id = a.lead_id LEFT JOIN mls_listings m ON m.listing_key = a.listing_key
       WHERE ${OF_ADDRESS} AND NOT l.is_spam
       ORDER BY l.created_at, l.id`,
      [leadId],
    );
    return { alerts: rows.map(managedAlertOf) };
  };
  return {
    linkState: (leadId, token) => manageLinkState(secret, leadId, token, now()),
    async sendNewLink(leadId) {
      const queued = await db.transaction((tx) => queueManageLink(tx, leadId));
      if (queued) onQueued?.();
      return queued;
    },
    list,
    async change(leadId, change) {
      if (change.action === 'delete-all') {
        // The alerts are leads: deleting them takes their searches, sends and pending e-mails (ON DELETE CASCADE).
        await db.query(`DELETE FROM leads l WHERE l.kind = 'alert' AND ${OF_ADDRESS}`, [leadId]);
        return { alerts: [] };
      }
      const ofAddress = `lead_id = $2 AND lead_id IN (SELECT l.id FROM leads l WHERE ${OF_ADDRESS})`;
      let changed;
      if (change.action === 'frequency') {
        const { frequency } = change;
        // Instant: 15 minutes after the last e-mail (or now); daily and weekly: their next 7 a.m.
        const due = frequency === 'instant' ? null : nextAlertDue(frequency, now()).toISOString();
        changed = await db.query(
          `UPDATE lead_alerts SET frequency = $3,
             due_at = CASE WHEN $3 = 'instant' THEN last_sent_at + interval '15 minutes' ELSE $4::timestamptz END
           WHERE ${ofAddress} RETURNING lead_id`,
          [leadId, change.alert, frequency, due],
        );
      } else {
        changed = await db.query(`UPDATE lead_alerts SET paused = $3 WHERE ${ofAddress} RETURNING lead_id`, [leadId, change.alert, change.action === 'pause']);
      }
      return changed.length === 0 ? undefined : list(leadId);
    },
    async stop(leadId) {
      await db.query(`DELETE FROM leads WHERE id = $1 AND kind = 'alert'`, [leadId]);
    },
  };
}
