import { ALERT_FREQUENCIES, type AlertFrequency, type PageWriteInput, type PageWrites } from '@pcr/contracts';
import type { AlertFormAnswer } from '@pcr/ui/forms/AlertForm/AlertForm.js';
import type { ActionMatch, FormFields, PageAction } from './route-types.js';

/** A form field's one value (a name posted twice keeps its first). */
const fieldOf = (form: FormFields, name: string): string | undefined => {
  const value = form[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The page again with `name=value` in its query (replacing any), then `hash`. */
export function withAnswer(location: string, name: string, value: string, hash = ''): string {
  const url = new URL(location, 'http://site.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${hash}`;
}

/**
 * The alert form posted without scripts, on the list of homes and on a home's page (issue 31): the
 * page's own address takes it, the contract's `createAlert` checks and stores it as POST /api/alerts
 * does. Stored: back to the page with `alert=sent` (303, `#alert`: the form's card), where the form
 * says to check the inbox. Refused: the page again, 400 (503 while the listings cannot be told),
 * with what the visitor typed and each message beside its field.
 */
export async function alertRequestAction({ location }: ActionMatch, form: FormFields, writes: PageWrites): Promise<PageAction<AlertFormAnswer>> {
  const consent = fieldOf(form, 'consent');
  const fields = Object.fromEntries(Object.keys(form).map((name) => [name, fieldOf(form, name)]));
  // A checkbox sends its value only when ticked; the contract wants the consent as `true`.
  const body = { ...fields, consent: consent === 'true' || consent === 'on' ? true : undefined } as PageWriteInput<'createAlert'>['body'];
  const answer = await writes.createAlert({ body });
  if (answer.status === 201) return { redirect: withAnswer(location, 'alert', 'sent', '#alert') };
  const frequency = fieldOf(form, 'frequency');
  const values = { email: fieldOf(form, 'email') ?? '', ...(ALERT_FREQUENCIES.includes(frequency as AlertFrequency) ? { frequency: frequency as AlertFrequency } : {}) };
  if (answer.status === 400) return { status: 400, answer: { values, issues: answer.body.issues } };
  if (answer.status === 503) return { status: 503, answer: { values, issues: [] } };
  throw new Error(`The alert form's write answered ${answer.status}: ${answer.body.message}`);
}
