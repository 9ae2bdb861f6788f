import { ALERT_FREQUENCIES, type AlertChange, type AlertFrequency, type ManagedAlert, type ManagedAlerts } from '@pcr/contracts';
import { isSignedToken, signedToken } from '../notifications/signed-token.js';
import type { SqlClient } from '../storage/sql-client.js';
import { nextAlertDue } from './alert-schedule.js';

/**
 * Managing alerts without an account (decision 0038): every alert e-mail links to
 * `/alerts/manage?lead={id}&token={HMAC}`, signed for the purpose "manage-alerts", and that link
 * shows and changes every alert of the address the e-mail went to. Only the mailbox has the link.
 */
export const MANAGE_ALERTS_PAGE = '/alerts/manage';
export const manageAlertsToken = (secret: string, leadId: string): string => signedToken(secret, 'manage-alerts', leadId);

export interface AlertManagement {
  /** Whether the token is ours for this lead (a manage link). */
  isValid(leadId: string, token: string): boolean;
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
  const search = typeof row.search === 'string' ? (JSON.parse(row.search) as Record<string, string | number>) : row.search;
  return {
    id: row.lead_id,
    subject: search ? { kind: 'search', search } : { kind: 'home', propertyId: row.listing_key ?? '', ...(row.title ? { title: row.title } : {}) },
    frequency: frequencyOf(row.frequency),
    paused: row.paused,
    confirmed: row.confirmed,
    createdAt: iso(row.created_at),
  };
}

export function sqlAlertManagement(db: SqlClient, secret: string, now: () => Date = () => new Date()): AlertManagement {
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
    isValid: (leadId, token) => isSignedToken(secret, 'manage-alerts', leadId, token),
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
