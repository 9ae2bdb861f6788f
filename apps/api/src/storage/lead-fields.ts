import { isLocale, type AssignedAgent, type ContactFormKind, type LeadFormFields, type LeadKind, type Locale, type SellerHome } from '@pcr/contracts';
import { jsonColumn } from './sql-client.js';

export type { ContactFormKind, LeadFormFields, LeadKind };

/** The columns of the form's fields in a `leads` row (any query selecting them). */
export interface LeadFormColumns extends Record<string, unknown> {
  kind: LeadKind;
  form: ContactFormKind | null;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  message: string | null;
  property_interest: string | null;
  how_did_you_hear: string | null;
  interest: string | null;
  page: string | null;
  language: string;
  /** A seller lead's home (jsonb; a driver may hand it over as text); null for other kinds. */
  home: SellerHome | string | null;
}

/** The column's CHECK allows only the site's languages: anything else is a query that forgot to select it. */
function localeOf(value: string): Locale {
  if (!isLocale(value)) throw new Error(`A leads row without a valid language (${JSON.stringify(value)}): select the language column`);
  return value;
}

/** The form's fields of a `leads` row: the one place column names become field names. */
export function leadFormFieldsOf(row: LeadFormColumns): LeadFormFields {
  return {
    kind: row.kind,
    form: row.form,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    message: row.message,
    propertyInterest: row.property_interest,
    howDidYouHear: row.how_did_you_hear,
    interest: row.interest,
    page: row.page,
    language: localeOf(row.language),
    ...(row.home === null ? {} : { home: jsonColumn(row.home) }),
  };
}

/** A lead's `assigned_agent` (jsonb; a driver may hand it over as text): null when nobody was assigned. */
export function assignedAgentOf(value: AssignedAgent | string | null | undefined): AssignedAgent | null {
  if (value === null || value === undefined) return null;
  return jsonColumn(value);
}
