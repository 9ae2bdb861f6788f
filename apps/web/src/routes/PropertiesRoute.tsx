import { propertySearchQueryString } from '@pcr/contracts';
import { PropertiesPage } from '@pcr/ui';
import { useActionAnswer, usePageData } from '../app/page-data.js';
import { siteIdentity } from '../site-identity.js';
import { propertiesArea } from './properties-area.js';
import { routes } from './route-table.js';
import { AlertIsland } from '../islands/lead-islands.js';


/** /properties?{search}: the address holds the search (a plain GET form: shareable, each search a page of its own, so Back works). */
export default function PropertiesRoute() {
  const data = usePageData(routes.properties);
  const { search, values, issues, properties, neighborhoods } = data;
  // The heading names the area from its data, never from the slug in the address.
  const area = propertiesArea(data);
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
