import { contact } from '@pcr/content/editorial/contact';
import { ContactPage, FullContactForm } from '@pcr/ui';
import { useLeadSubmit } from '../data/lead-submit.js';
import { siteIdentity } from '../site-identity.js';

export default function ContactRoute() {
  const { sendContact } = useLeadSubmit();
  return (
    <ContactPage
      contact={contact}
      identity={siteIdentity}
      form={({ headingId }) => <FullContactForm aria-labelledby={headingId} onSubmit={sendContact} />}
    />
  );
}
