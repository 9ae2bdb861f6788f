import { contact } from '@pcr/content/editorial/contact';
import { ContactPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { FullContactIsland } from '../islands/lead-islands.js';


export default function ContactRoute() {
  return (
    <ContactPage
      contact={contact}
      identity={siteIdentity}
      form={({ headingId }) => <FullContactIsland aria-labelledby={headingId} />}
    />
  );
}
