/**
 * The alert form wired to the API. A module of its own, not one of lead-forms.tsx: only the list of
 * homes and a home's page show it, so the other pages' first paint does not carry its styles.
 */
import * as v from 'valibot';
import { LeadPageSchema } from '@pcr/contracts';
import { AlertForm, type AlertFormProps } from '@pcr/ui/forms/AlertForm/AlertForm.js';
import { usePageLocation } from './page-location.js';
import { useAlertSubmit } from './lead-submit.js';

/**
 * A search's alert (its canonical query string, without `sort`) or a home's, and the page's own
 * query (the parameters it reads, as the server renders it). Plain values that stay the same while
 * the page does: a part loaded when needed is not drawn again (loadWhenNeeded).
 */
export type AlertLeadProps = Pick<AlertFormProps, 'identity' | 'answer'> & { query?: string } & (
    | { search: string; propertyId?: never }
    | { propertyId: string; search?: never }
  );

export function AlertLead({ search, propertyId, query, identity, answer }: AlertLeadProps) {
  const { pathname, searchParams } = usePageLocation();
  const onSubmit = useAlertSubmit();
  // Without JavaScript the page's own address takes the form (alertRequestAction): once stored, the
  // page again with `alert=sent` (the route table keeps the parameter); refused, `answer`.
  const sent = searchParams.get('alert') === 'sent';
  const here = query ? `${pathname}?${query}` : pathname;
  // An address the contract would refuse (too long) goes back as its path alone.
  const page = v.is(LeadPageSchema, here) ? here : pathname;
  return (
    <AlertForm
      subject={propertyId === undefined ? { kind: 'search', search: search ?? '' } : { kind: 'home', propertyId }}
      page={page}
      identity={identity}
      initialStatus={sent ? 'sent' : 'idle'}
      answer={answer}
      onSubmit={onSubmit}
    />
  );
}
