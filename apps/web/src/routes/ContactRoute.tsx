import { contact } from '@pcr/content/editorial/contact';
import { ContactPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';
import { FullContactIsland } from '../islands/lead-islands.js';


export default function ContactRoute() {
  useRouteHead(routes.contact);
  return (
    <ContactPage
      contact={contact}
      identity={siteIdentity}
      form={({ headingId }) => <FullContactIsland aria-labelledby={headingId} />}
    />
  );
}
