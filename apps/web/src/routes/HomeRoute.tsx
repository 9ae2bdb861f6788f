import { HomePage, useTranslate } from '@pcr/ui';
import { useAgents, useFeaturedProperties, useNeighborhoods, useTestimonials } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';
import { ShortContactIsland, SubscribeIsland } from '../islands/lead-islands.js';


export default function HomeRoute() {
  useRouteHead(routes.home);
  const t = useTranslate();
  return (
    <HomePage
      featuredProperties={useFeaturedProperties()}
      agents={useAgents()}
      testimonials={useTestimonials()}
      neighborhoods={useNeighborhoods()}
      contactForm={<ShortContactIsland />}
      subscribeForm={<SubscribeIsland aria-label={t('Subscribe to market updates')} />}
      identity={siteIdentity}
    />
  );
}
