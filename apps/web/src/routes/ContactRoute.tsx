import { contact } from '@pcr/content/editorial/contact';
import { ContactPage, leadFormTexts, loadWhenNeeded } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

const FullContactLead = loadWhenNeeded(() => import('../data/lead-forms.js').then((forms) => forms.FullContactLead), leadFormTexts);

export default function ContactRoute() {
  useRouteHead(routes.contact);
  return (
    <ContactPage
      contact={contact}
      identity={siteIdentity}
      form={({ headingId }) => <FullContactLead aria-labelledby={headingId} />}
    />
  );
}
