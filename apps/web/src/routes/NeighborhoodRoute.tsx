import { useParams } from 'react-router-dom';
import { NeighborhoodPage, neighborhoodContactHeading, useTranslate } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';
import { ShortContactIsland } from '../islands/lead-islands.js';


export default function NeighborhoodRoute() {
  const { idOrSlug } = useParams();
  const t = useTranslate();
  // The area's homes were read once the neighborhood was found, by its slug (spec section 4).
  const { neighborhood, areaProperties } = usePageData(routes.neighborhood);
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
