import { use } from 'react';
import { useParams } from 'react-router-dom';
import { findGuideEntry, guideTextModule, loadGuide, relatedResources, type GuideEntry } from '@pcr/content/editorial/guide-catalog';
import { GuidePage } from '@pcr/ui';
import { RouteModule, useRenderedModule, workspaceModuleKey, useRouteHead } from '../app/route-modules.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';

/**
 * /resources/{guide}; an unknown guide shows the not-found route (the server answers 404 too), whose
 * code comes only with such a page, not with every guide.
 */
export default function GuideRoute() {
  const entry = findGuideEntry(useParams().guide ?? '');
  if (!entry) return <RouteModule name="NotFoundRoute" />;
  return <LoadedGuide entry={entry} />;
}

/** The guide with its text, which is a module of its own: the page lists it with its code, so it is there when the page hydrates. */
function LoadedGuide({ entry }: { entry: GuideEntry }) {
  useRenderedModule(workspaceModuleKey(guideTextModule(entry.slug)));
  useRouteHead(routes.guide, entry);
  const guide = use(loadGuide(entry));
  return <GuidePage guide={guide} related={relatedResources(guide)} identity={siteIdentity} />;
}
