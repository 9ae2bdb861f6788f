import { useSearchParams } from 'react-router-dom';
import { PropertiesPage } from '@pcr/ui';
import { useNeighborhood, useProperties } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

/** /properties, and /properties?neighborhood={id-or-slug} for one neighborhood's homes. */
export default function PropertiesRoute() {
  const slug = useSearchParams()[0].get('neighborhood')?.trim() || undefined;
  const properties = useProperties(slug);
  // The filter's display name, once its neighborhood has loaded (the slug until then).
  const neighborhood = useNeighborhood(slug);
  const name = neighborhood.status === 'loaded' ? neighborhood.data.name : undefined;
  return <PropertiesPage properties={properties} neighborhood={slug ? { slug, name } : undefined} identity={siteIdentity} />;
}
