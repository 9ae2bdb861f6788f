import * as v from 'valibot';
import { pathInLocale, SellerAddressSchema, type FieldIssue, type PageWriteInput, type PageWrites } from '@pcr/contracts';
// The form's fields from their own module: the @pcr/ui barrel brings styles the server's route table has no use for.
import { ADDRESS_FIELDS, SELL_FIELDS, type SellFormAnswer, type SellStep } from '@pcr/ui/pages/SellPage/sell-form.js';
import type { ActionMatch, FormFields, PageAction } from './route-types.js';
import { formField } from './form-field.js';

/**
 * A number field as the contract takes it: a number when it reads as one; otherwise the text as
 * typed (or nothing), which the contract refuses with the field's own message.
 */
const numberOf = (text: string): number | string | undefined => (text === '' ? undefined : /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : text);

const ADDRESS = new Set<string>(ADDRESS_FIELDS);

/** The issues of the address, as the contract words them. */
function addressIssues(values: SellFormAnswer['values']): FieldIssue[] {
  const result = v.safeParse(SellerAddressSchema, { street: values.street, city: values.city, zip: values.zip });
  return result.success ? [] : result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}

/**
 * /sell's two steps (issue 47), posted to the page's own address with or without scripts. Step 1
 * (`step=address`): a valid address shows step 2 (200, nothing stored yet); a wrong one, step 1 again
 * with its messages (400). Step 2 (`step=home`, the address in hidden fields): the contract's
 * `createSellerLead` checks and stores the lead as POST /api/sell does; stored, the visitor goes to
 * the homes like theirs (303 to /sell/thanks, whose address names the home and nobody); refused,
 * the step its first wrong field is on, with every message (400); the database away, step 2 again
 * with all that was typed (503). "Change address" (`to=address`) goes back to step 1, typed values kept.
 */
export async function sellAction({ location, locale }: ActionMatch, form: FormFields, writes: PageWrites): Promise<PageAction<SellFormAnswer>> {
  const values: SellFormAnswer['values'] = {};
  for (const field of SELL_FIELDS) {
    const value = formField(form, field);
    if (value !== '') values[field] = value;
  }
  const answer = (step: SellStep, issues: FieldIssue[] = []): SellFormAnswer => ({ step, values, issues });
  if (formField(form, 'to') === 'address') return { status: 200, answer: answer('address') };
  if (formField(form, 'step') !== 'home') {
    const issues = addressIssues(values);
    return issues.length > 0 ? { status: 400, answer: answer('address', issues) } : { status: 200, answer: answer('home') };
  }

  const consent = formField(form, 'consent');
  const body = {
    ...values,
    bedrooms: numberOf(values.bedrooms ?? ''),
    bathrooms: numberOf(values.bathrooms ?? ''),
    livingArea: numberOf(values.livingArea ?? ''),
    // A checkbox sends its value only when ticked; the contract wants the consent as `true`.
    consent: consent === 'true' || consent === 'on' ? true : undefined,
    website: formField(form, 'website'),
    page: new URL(location, 'http://site.invalid').pathname,
  } as PageWriteInput<'createSellerLead'>['body'];
  const written = await writes.createSellerLead({ body });
  if (written.status === 201) {
    // The numbers as the contract took them ("3.50" is 3.5): the page after reads them back.
    const home = new URLSearchParams({
      city: values.city ?? '',
      type: values.propertyType ?? '',
      beds: String(body.bedrooms),
      baths: String(body.bathrooms),
      area: String(body.livingArea),
    });
    return { redirect: `${pathInLocale('/sell/thanks', locale)}?${home}` };
  }
  if (written.status === 400) {
    const issues = written.body.issues;
    return { status: 400, answer: answer(issues.some((issue) => ADDRESS.has(issue.path)) ? 'address' : 'home', issues) };
  }
  if (written.status === 503) return { status: 503, answer: { ...answer('home'), unavailable: true } };
  throw new Error(`The seller form's write answered ${written.status}: ${written.body.message}`);
}
