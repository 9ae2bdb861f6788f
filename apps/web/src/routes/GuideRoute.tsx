import { useParams } from 'react-router-dom';
import { findGuide, relatedResources } from '@pcr/content/editorial/guides';
import { GuidePage, NotFoundPage } from '@pcr/ui';
import { siteIdentity } from '../site-identity.js';

/** /resources/{guide}; an unknown guide shows the not-found page (the server answers 404 too). */
export default function GuideRoute() {
  const guide = findGuide(useParams().guide ?? '');
  if (!guide) return <NotFoundPage identity={siteIdentity} />;
  return <GuidePage guide={guide} related={relatedResources(guide)} identity={siteIdentity} />;
}
