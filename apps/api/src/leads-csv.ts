import { csvRecord, type CsvValue } from './csv.js';
import type { StoredLead } from './storage/lead-store.js';

/** Lower-cased addresses whose mailbox unsubscribed (mail_opt_outs): the agency must not e-mail them. */
export type OptedOutAddresses = ReadonlySet<string>;

/** The columns the agency works with; technical fields (IP hash, user agent) stay in the database. */
const COLUMNS: { header: string; value: (lead: StoredLead, optedOut: OptedOutAddresses) => CsvValue }[] = [
  { header: 'id', value: (l) => l.id },
  { header: 'received_at', value: (l) => l.createdAt.toISOString() },
  { header: 'kind', value: (l) => l.kind },
  { header: 'form', value: (l) => l.form },
  { header: 'name', value: (l) => l.name },
  { header: 'email', value: (l) => l.email },
  { header: 'phone', value: (l) => l.phone },
  { header: 'address', value: (l) => l.address },
  // A seller's home as described (issue 47); empty for other kinds. Its address is the column before.
  { header: 'home_type', value: (l) => l.home?.propertyType },
  { header: 'bedrooms', value: (l) => l.home?.bedrooms },
  { header: 'bathrooms', value: (l) => l.home?.bathrooms },
  { header: 'living_area', value: (l) => l.home?.livingArea },
  { header: 'condition', value: (l) => l.home?.condition },
  { header: 'timeline', value: (l) => l.home?.timeline },
  // A tour request's tour (issue 48): the home's id, how, the times asked for (UTC, like received_at), where it stands, the time confirmed.
  { header: 'tour_home', value: (l) => l.tour?.home.id },
  { header: 'tour_mode', value: (l) => l.tour?.mode },
  { header: 'tour_times', value: (l) => l.tour?.times.join(' ') },
  { header: 'tour_state', value: (l) => l.tourState?.state },
  { header: 'tour_starts_at', value: (l) => l.tourState?.startsAt?.toISOString() },
  { header: 'message', value: (l) => l.message },
  { header: 'property_interest', value: (l) => l.propertyInterest },
  { header: 'how_did_you_hear', value: (l) => l.howDidYouHear },
  { header: 'interest', value: (l) => l.interest },
  { header: 'page', value: (l) => l.page },
  // The language of that page (en, es): which agents should answer (decision 0033).
  { header: 'language', value: (l) => l.language },
  { header: 'spam', value: (l) => (l.isSpam ? 'yes' : 'no') },
  // A CRM import or a mail merge from this file must leave these addresses out (decision 0016).
  { header: 'unsubscribed', value: (l, optedOut) => (optedOut.has(l.email.toLowerCase()) ? 'yes' : 'no') },
  // A subscription counts once its address confirmed it (double opt-in, decision 0037); empty for a contact.
  { header: 'confirmed', value: (l) => (l.kind !== 'subscribe' ? null : l.confirmedAt ? 'yes' : 'no') },
  // The agent the lead went to (issue 47, section 3), by slug; empty when nobody was assigned.
  { header: 'assigned_agent', value: (l) => l.assignedAgent?.slug },
];

export function leadsCsv(leads: readonly StoredLead[], optedOut: OptedOutAddresses = new Set()): string {
  return csvRecord(COLUMNS.map((c) => c.header)) + leads.map((lead) => csvRecord(COLUMNS.map((c) => c.value(lead, optedOut)))).join('');
}
