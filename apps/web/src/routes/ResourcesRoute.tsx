import { resources } from '@pcr/content/editorial/guide-catalog';
import { ResourcesPage } from '@pcr/ui';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';

export default function ResourcesRoute() {
  useRouteHead(routes.resources);
  return <ResourcesPage resources={resources} />;
}
