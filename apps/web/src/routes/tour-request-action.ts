import type { PageWriteInput, PageWrites } from '@pcr/contracts';
// The form's fields from their own module: the @pcr/ui barrel brings styles the server's route table has no use for.
import { TOUR_FIELDS, TOUR_TIME_FIELDS, type TourFormAnswer } from '@pcr/ui/pages/TourRequestPage/tour-form.js';
import { withAnswer } from './alert-request-action.js';
import type { ActionMatch, FormFields, PageAction } from './route-types.js';
import { formField } from './form-field.js';

/**
 * A home's tour request (issue 48), posted to /properties/{id}/tour with or without scripts (the
 * home's page has the same form, posting here). The contract's `createTourRequest` checks and
 * stores it as POST /api/tours does. Stored: the page again with `sent=1` (303), which says it is a
 * request until the agent confirms; refused: the form again with what was typed and each message
 * beside its field (400); the database away, the same with a notice (503).
 */
export async function tourRequestAction({ location, params }: ActionMatch, form: FormFields, writes: PageWrites): Promise<PageAction<TourFormAnswer>> {
  const values: TourFormAnswer['values'] = {};
  for (const field of TOUR_FIELDS) {
    const value = formField(form, field);
    if (value !== '') values[field] = value;
  }
  const consent = formField(form, 'consent');
  const body = {
    propertyId: params.id ?? '',
    mode: values.mode ?? '',
    // The three fields as they are, blanks included, so each message stays beside its own field.
    times: TOUR_TIME_FIELDS.map((field) => values[field] ?? ''),
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    ...(values.message ? { message: values.message } : {}),
    // A checkbox sends its value only when ticked; the contract wants the consent as `true`.
    consent: consent === 'true' || consent === 'on' ? true : undefined,
    website: formField(form, 'website'),
    page: new URL(location, 'http://site.invalid').pathname,
  } as PageWriteInput<'createTourRequest'>['body'];
  const written = await writes.createTourRequest({ body });
  if (written.status === 201) return { redirect: withAnswer(location, 'sent', '1') };
  if (written.status === 400) return { status: 400, answer: { values, issues: written.body.issues } };
  if (written.status === 503) return { status: 503, answer: { values, issues: [], unavailable: true } };
  throw new Error(`The tour form's write answered ${written.status}: ${written.body.message}`);
}
