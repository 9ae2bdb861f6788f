import { guideCatalogEsModule, loadResources, resources } from '@pcr/content/editorial/guide-catalog';
import { ResourcesPage } from '@pcr/ui';
import { useInPageLanguage } from '../data/editorial-in-language.js';

/** The guides' cards in Spanish: only the Spanish page loads their texts. */
const resourcesEs = { module: guideCatalogEsModule, load: () => loadResources('es') };

export default function ResourcesRoute() {
  return <ResourcesPage resources={useInPageLanguage(resources, resourcesEs)} />;
}
