import { propertySearchQueryString } from '@pcr/contracts';
import { csvRecord, type CsvValue } from './csv.js';
import { jsonColumn, type SqlQueryable } from './storage/sql-client.js';

/** One alert as the agency's export lists it (leads:export --alerts): who, what it follows, how often, and its state. */
export interface ExportedAlert {
  id: string;
  createdAt: Date;
  email: string;
  language: string;
  /** The search as /properties writes it ("city=irvine&minBeds=3"), or empty for a home's alert. */
  search: string | null;
  listingKey: string | null;
  frequency: string;
  paused: boolean;
  confirmedAt: Date | null;
  lastSentAt: Date | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const COLUMNS: { header: string; value: (alert: ExportedAlert) => CsvValue }[] = [
  { header: 'id', value: (a) => a.id },
  { header: 'received_at', value: (a) => a.createdAt.toISOString() },
  { header: 'email', value: (a) => a.email },
  { header: 'language', value: (a) => a.language },
  { header: 'search', value: (a) => a.search },
  { header: 'property', value: (a) => a.listingKey },
  { header: 'frequency', value: (a) => a.frequency },
  { header: 'paused', value: (a) => (a.paused ? 'yes' : 'no') },
  // Alerts are e-mailed only once their address confirmed them (double opt-in).
  { header: 'confirmed', value: (a) => (a.confirmedAt ? 'yes' : 'no') },
  { header: 'last_sent_at', value: (a) => iso(a.lastSentAt) },
];

export function alertsCsv(alerts: readonly ExportedAlert[]): string {
  return csvRecord(COLUMNS.map((c) => c.header)) + alerts.map((alert) => csvRecord(COLUMNS.map((c) => c.value(alert)))).join('');
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The alerts (spam left out), oldest first, from `since` on. */
export async function exportedAlerts(db: SqlQueryable, since?: Date): Promise<ExportedAlert[]> {
  const rows = await db.query<{
    id: string;
    created_at: Date | string;
    email: string;
    language: string;
    search: Record<string, string | number> | string | null;
    listing_key: string | null;
    frequency: string;
    paused: boolean;
    confirmed_at: Date | string | null;
    last_sent_at: Date | string | null;
  }>(
    `SELECT l.id, l.created_at, l.email, l.language, a.search, a.listing_key, a.frequency, a.paused, l.confirmed_at, a.last_sent_at
     FROM lead_alerts a JOIN leads l ON l.id = a.lead_id
     WHERE NOT l.is_spam AND ($1::timestamptz IS NULL OR l.created_at >= $1::timestamptz)
     ORDER BY l.created_at, l.id`,
    [since?.toISOString() ?? null],
  );
  return rows.map((row) => {
    const search = jsonColumn(row.search);
    return {
      id: row.id,
      createdAt: new Date(row.created_at),
      email: row.email,
      language: row.language,
      search: search ? propertySearchQueryString(search) : null,
      listingKey: row.listing_key,
      frequency: row.frequency,
      paused: row.paused,
      confirmedAt: date(row.confirmed_at),
      lastSentAt: date(row.last_sent_at),
    };
  });
}
