/**
 * The lead forms wired to the API and the notices. Routes load this module when a form is needed
 * (app/load-when-needed.tsx), so react-hook-form and the submit code stay out of a page's first load.
 */
import { FullContactForm, ShortContactForm, SubscribeForm, type FullContactFormProps, type ShortContactFormProps, type SubscribeFormProps } from '@pcr/ui/forms/index.js';
import { useLeadSubmit } from './lead-submit.js';

export function ShortContactLead(props: Omit<ShortContactFormProps, 'onSubmit'>) {
  const { sendContact } = useLeadSubmit();
  return <ShortContactForm {...props} onSubmit={sendContact} />;
}

export function FullContactLead(props: Omit<FullContactFormProps, 'onSubmit'>) {
  const { sendContact } = useLeadSubmit();
  return <FullContactForm {...props} onSubmit={sendContact} />;
}

export function SubscribeLead(props: Omit<SubscribeFormProps, 'onSubmit'>) {
  const { subscribe } = useLeadSubmit();
  return <SubscribeForm {...props} onSubmit={subscribe} />;
}
