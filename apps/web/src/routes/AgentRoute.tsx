import { AgentPage } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function AgentRoute() {
  const { agent, listings } = usePageData(routes.agent);
  useRouteHead(routes.agent, agent);
  return <AgentPage agent={agent} listings={listings} />;
}
