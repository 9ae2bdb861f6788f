import { TeamPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';

export default function TeamRoute() {
  const { agents } = usePageData(routes.team);
  return <TeamPage agents={agents} identity={siteIdentity} />;
}
