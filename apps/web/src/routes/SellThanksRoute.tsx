import { useSearchParams } from 'react-router-dom';
import { PROPERTY_TYPES, type PropertyTypeValue } from '@pcr/contracts';
import { SellThanksPage, type DescribedHome } from '@pcr/ui';
import { usePageData } from '../app/page-data.js';
import { routes } from './route-table.js';

/** The home the page's address describes, once the API has taken it (its answer loaded). */
function describedHome(params: URLSearchParams): DescribedHome {
  return {
    city: params.get('city') ?? '',
    type: (PROPERTY_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as PropertyTypeValue) : PROPERTY_TYPES[0],
    beds: Number(params.get('beds')),
    baths: Number(params.get('baths')),
    area: Number(params.get('area')),
  };
}

export default function SellThanksRoute() {
  const { market } = usePageData(routes.sellThanks);
  const [params] = useSearchParams();
  return <SellThanksPage home={market.status === 'loaded' ? describedHome(params) : undefined} market={market} />;
}
