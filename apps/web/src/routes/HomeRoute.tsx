import { HomePage, leadFormTexts, loadWhenNeeded, useTranslate } from '@pcr/ui';
import { useAgents, useFeaturedProperties, useNeighborhoods, useTestimonials } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

const ShortContactLead = loadWhenNeeded(() => import('../data/lead-forms.js').then((forms) => forms.ShortContactLead), leadFormTexts);
const SubscribeLead = loadWhenNeeded(() => import('../data/lead-forms.js').then((forms) => forms.SubscribeLead), leadFormTexts);

export default function HomeRoute() {
  useRouteHead(routes.home);
  const t = useTranslate();
  return (
    <HomePage
      featuredProperties={useFeaturedProperties()}
      agents={useAgents()}
      testimonials={useTestimonials()}
      neighborhoods={useNeighborhoods()}
      contactForm={<ShortContactLead />}
      subscribeForm={<SubscribeLead aria-label={t('Subscribe to market updates')} />}
      identity={siteIdentity}
    />
  );
}
