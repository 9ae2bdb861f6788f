import { useSearchParams } from 'react-router-dom';
import { PropertiesPage, type DataState } from '@pcr/ui';
import { useNeighborhood, useProperties } from '../data/queries.js';
import { siteIdentity } from '../site-identity.js';

/** /properties, and /properties?neighborhood={id-or-slug} for one neighborhood's homes. */
export default function PropertiesRoute() {
  const slug = useSearchParams()[0].get('neighborhood')?.trim() || undefined;
  const properties = useProperties(slug ? { neighborhood: slug } : {});
  // The filter's display name comes with its neighborhood (the page never shows the slug as a name).
  const neighborhood = useNeighborhood(slug);
  const name: DataState<string> = neighborhood.status === 'loaded' ? { status: 'loaded', data: neighborhood.data.name } : neighborhood;
  return <PropertiesPage properties={properties} neighborhood={slug ? { slug, name } : undefined} identity={siteIdentity} />;
}
