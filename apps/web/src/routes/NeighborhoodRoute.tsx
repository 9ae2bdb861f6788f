import { useParams } from 'react-router-dom';
import { NeighborhoodPage, neighborhoodContactHeading, useTranslate } from '@pcr/ui';
import { useAreaProperties, useNeighborhood } from '../data/queries.js';
import { useRouteHead } from '../app/route-modules.js';
import { routes } from './route-table.js';
import { ShortContactIsland } from '../islands/lead-islands.js';


export default function NeighborhoodRoute() {
  const { idOrSlug } = useParams();
  const t = useTranslate();
  const neighborhood = useNeighborhood(idOrSlug);
  // Starts only once the neighborhood has loaded (spec section 4).
  const areaProperties = useAreaProperties(neighborhood);
  useRouteHead(routes.neighborhood, neighborhood);
  const name = neighborhood.status === 'loaded' ? neighborhood.data.name : '';
  return (
    <NeighborhoodPage
      key={idOrSlug}
      neighborhood={neighborhood}
      areaProperties={areaProperties}
      contactForm={<ShortContactIsland key={idOrSlug} heading={neighborhoodContactHeading(name, t)} />}
    />
  );
}
