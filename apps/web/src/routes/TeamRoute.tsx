import { TeamPage } from '@pcr/ui';
import { useAgents } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function TeamRoute() {
  useRouteHead(routes.team);
  return <TeamPage agents={useAgents()} identity={siteIdentity} />;
}
