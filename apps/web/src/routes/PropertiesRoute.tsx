import { citySlug, propertySearchQueryString } from '@pcr/contracts';
import { PropertiesPage, type DataState } from '@pcr/ui';
import { useActionAnswer, usePageData } from '../app/page-data.js';
import { useRouteHead } from '../app/route-modules.js';
import { siteIdentity } from '../site-identity.js';
import { routes } from './route-table.js';
import { AlertIsland } from '../islands/lead-islands.js';


/** /properties?{search}: the address holds the search (a plain GET form: shareable, each search a page of its own, so Back works). */
export default function PropertiesRoute() {
  const { search, values, issues, properties, neighborhoods, neighborhood = { status: 'loading' } } = usePageData(routes.properties);
  // The heading names the area from its data, never from the slug in the address.
  const cityName = neighborhoods.status === 'loaded' ? neighborhoods.data.find((n) => citySlug(n.city) === search.city)?.city : undefined;
  const city: DataState<string> =
    neighborhoods.status !== 'loaded' ? neighborhoods : cityName ? { status: 'loaded', data: cityName } : { status: 'error', message: 'Unknown city' };
  const name: DataState<string> = neighborhood.status === 'loaded' ? { status: 'loaded', data: neighborhood.data.name } : neighborhood;
  const area = search.neighborhood ? { kind: 'neighborhood' as const, name } : search.city ? { kind: 'city' as const, name: city } : undefined;
  useRouteHead(routes.properties, area?.name.status === 'loaded' ? area.name.data : undefined);
  // An alert follows the search's valid filters, not its order; a new search starts a new form.
  const alertSearch = propertySearchQueryString({ ...search, sort: undefined });
  const searchQuery = propertySearchQueryString(values);
  // The page answering the alert form refused without JavaScript (its action): what the visitor typed and why.
  const alertAnswer = useActionAnswer(routes.properties);
  return (
    <PropertiesPage
      properties={properties}
      area={area}
      search={{ values, issues, neighborhoods }}
      alertForm={<AlertIsland key={searchQuery} search={alertSearch} query={searchQuery} identity={siteIdentity} answer={alertAnswer} />}
    />
  );
}
