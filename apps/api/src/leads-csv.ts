import { csvRecord, type CsvValue } from './csv.js';
import type { StoredLead } from './storage/lead-store.js';

/** The columns the agency works with; technical fields (IP hash, user agent) stay in the database. */
const COLUMNS: { header: string; value: (lead: StoredLead) => CsvValue }[] = [
  { header: 'id', value: (l) => l.id },
  { header: 'received_at', value: (l) => l.createdAt.toISOString() },
  { header: 'kind', value: (l) => l.kind },
  { header: 'form', value: (l) => l.form },
  { header: 'name', value: (l) => l.name },
  { header: 'email', value: (l) => l.email },
  { header: 'phone', value: (l) => l.phone },
  { header: 'address', value: (l) => l.address },
  { header: 'message', value: (l) => l.message },
  { header: 'property_interest', value: (l) => l.propertyInterest },
  { header: 'how_did_you_hear', value: (l) => l.howDidYouHear },
  { header: 'interest', value: (l) => l.interest },
  { header: 'page', value: (l) => l.page },
  { header: 'spam', value: (l) => (l.isSpam ? 'yes' : 'no') },
];

export function leadsCsv(leads: readonly StoredLead[]): string {
  return csvRecord(COLUMNS.map((c) => c.header)) + leads.map((lead) => csvRecord(COLUMNS.map((c) => c.value(lead)))).join('');
}
