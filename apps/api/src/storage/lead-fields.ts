export type LeadKind = 'contact' | 'subscribe';
export type ContactFormKind = 'short' | 'full';

/** What the visitor sent: the form's fields as stored, and as a notification carries them. */
export interface LeadFormFields {
  kind: LeadKind;
  form: ContactFormKind | null;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  message: string | null;
  propertyInterest: string | null;
  howDidYouHear: string | null;
  interest: string | null;
  /** The site path the form was sent from, when the client said. */
  page: string | null;
}

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
  };
}
