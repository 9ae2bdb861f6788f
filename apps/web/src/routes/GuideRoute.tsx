import { GuidePage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { RouteModule } from '../app/route-modules.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';

/**
 * /resources/{guide}, as its loader read it in the page's language; an unknown guide shows the
 * not-found route (the server answers 404 too), whose code comes only with such a page.
 */
export default function GuideRoute() {
  const { guide, related } = usePageData(routes.guide);
  if (!guide) return <RouteModule name="NotFoundRoute" />;
  return <GuidePage guide={guide} related={related} identity={siteIdentity} />;
}
