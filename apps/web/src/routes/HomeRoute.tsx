import { HomePage, ShortContactForm, SubscribeForm } from '@pcr/ui';
import { useLeadSubmit } from '../data/lead-submit.js';
import { useAgents, useFeaturedProperties, useNeighborhoods, useTestimonials } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

export default function HomeRoute() {
  const { sendContact, subscribe } = useLeadSubmit();
  return (
    <HomePage
      featuredProperties={useFeaturedProperties()}
      agents={useAgents()}
      testimonials={useTestimonials()}
      neighborhoods={useNeighborhoods()}
      contactForm={<ShortContactForm onSubmit={sendContact} />}
      subscribeForm={<SubscribeForm aria-label="Subscribe to market updates" onSubmit={subscribe} />}
      identity={siteIdentity}
    />
  );
}
