import { guideCatalogEsModule, loadResources, resources } from '@pcr/content/editorial/guide-catalog';
import { ResourcesPage } from '@pcr/ui';
import { useRouteHead } from '../app/route-modules.js';
import { useInPageLanguage } from '../data/editorial-in-language.js';
import { routes } from './route-table.js';

/** The guides' cards in Spanish: only the Spanish page loads their texts. */
const resourcesEs = { module: guideCatalogEsModule, load: () => loadResources('es') };

export default function ResourcesRoute() {
  useRouteHead(routes.resources);
  return <ResourcesPage resources={useInPageLanguage(resources, resourcesEs)} />;
}
