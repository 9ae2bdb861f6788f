import { about } from '@pcr/content/editorial/about';
import { AboutPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function AboutRoute() {
  useRouteHead(routes.about);
  return <AboutPage about={about} identity={siteIdentity} />;
}
