import { HomePage, loadWhenNeeded } from '@pcr/ui';
import { useAgents, useFeaturedProperties, useNeighborhoods, useTestimonials } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

const ShortContactLead = loadWhenNeeded(() => import('../data/lead-forms.js').then((forms) => forms.ShortContactLead));
const SubscribeLead = loadWhenNeeded(() => import('../data/lead-forms.js').then((forms) => forms.SubscribeLead));

export default function HomeRoute() {
  return (
    <HomePage
      featuredProperties={useFeaturedProperties()}
      agents={useAgents()}
      testimonials={useTestimonials()}
      neighborhoods={useNeighborhoods()}
      contactForm={<ShortContactLead />}
      subscribeForm={<SubscribeLead aria-label="Subscribe to market updates" />}
      identity={siteIdentity}
    />
  );
}
