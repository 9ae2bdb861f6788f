import { HomePage, useTranslate } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';
import { ShortContactIsland, SubscribeIsland } from '../islands/lead-islands.js';


export default function HomeRoute() {
  const { featuredProperties, agents, testimonials, neighborhoods } = usePageData(routes.home);
  const t = useTranslate();
  return (
    <HomePage
      featuredProperties={featuredProperties}
      agents={agents}
      testimonials={testimonials}
      neighborhoods={neighborhoods}
      contactForm={<ShortContactIsland />}
      subscribeForm={<SubscribeIsland aria-label={t('Subscribe to market updates')} />}
      identity={siteIdentity}
    />
  );
}
