import { use } from 'react';
import { useParams } from 'react-router-dom';
import {
  findGuideEntry,
  guideCatalogEsModule,
  guideTextModule,
  loadGuide,
  loadResources,
  relatedResources,
  type GuideEntry,
} from '@pcr/content/editorial/guide-catalog';
import { GuidePage, useLocale } from '@pcr/ui';
import { RouteModule } from '../app/route-modules.js';
import { useRenderedModules } from '../data/editorial-in-language.js';
import { siteIdentity } from '../site-identity.js';

/**
 * /resources/{guide}; an unknown guide shows the not-found route (the server answers 404 too), whose
 * code comes only with such a page, not with every guide.
 */
export default function GuideRoute() {
  const entry = findGuideEntry(useParams().guide ?? '');
  if (!entry) return <RouteModule name="NotFoundRoute" />;
  return <LoadedGuide entry={entry} />;
}

/**
 * The guide with its text, which is a module of its own: the page lists it with its code, so it is
 * there when the page hydrates. A Spanish page loads only the Spanish text, with the guides' Spanish
 * entries (its title, summary and related guides are theirs).
 */
function LoadedGuide({ entry }: { entry: GuideEntry }) {
  const locale = useLocale();
  useRenderedModules([guideTextModule(entry.slug, locale), locale === 'es' ? guideCatalogEsModule : undefined]);
  const guide = use(loadGuide(entry, locale));
  const related = relatedResources(guide, locale === 'es' ? use(loadResources(locale)) : undefined);
  return <GuidePage guide={guide} related={related} identity={siteIdentity} />;
}
