import { useLocation, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ManagedAlerts, Neighborhood } from '@pcr/contracts';
import { useLocale, type AlertsManageState } from '@pcr/ui';
import { AlertsManageIsland } from '../islands/AlertsManagePart.js';
import { apiErrorStatus } from '../api/api-error.js';
import { useRouteHead } from '../app/route-modules.js';
import { fetchQuery, queryKeys, type QueryKey } from '../data/query-keys.js';
import { useSiteApi } from '../data/site-api-context.js';
import { routes } from './route-table.js';

/** A link not signed by us (or of another purpose): the API's 404 (or a 400 for a broken link). */
const isLinkRefused = (error: unknown) => [400, 404].includes(apiErrorStatus(error) ?? 0);

export default function AlertsManageRoute() {
  useRouteHead(routes.alertsManage);
  const api = useSiteApi();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const lead = params.get('lead') ?? '';
  const token = params.get('token') ?? '';
  const { data, error } = useSWR(queryKeys.managedAlerts(lead, token), (k) => fetchQuery(api, k) as Promise<ManagedAlerts>);
  // The searches' areas by name; until the neighborhoods load, "the area you chose". Asked for as
  // the link is (not through data/queries.ts, whose chunk the content pages share).
  const neighborhoods = useSWR(queryKeys.neighborhoods(locale), (k: QueryKey) => fetchQuery(api, k) as Promise<Neighborhood[]>).data;
  const state: AlertsManageState = error
    ? { status: isLinkRefused(error) ? 'invalid' : apiErrorStatus(error) === 410 ? 'expired' : 'unavailable' }
    : data
      ? { status: 'loaded', alerts: data.alerts }
      : { status: 'checking' };
  // Without JavaScript the server answers a change with the page again and `saved=1` (or `saved=0`,
  // refused); a fresh link asked for from an expired one with `renewed=1`.
  const saved = params.get('saved');
  return (
    <AlertsManageIsland
      lead={lead}
      token={token}
      state={state}
      // Of each area, what names a search (an island's props carry no more).
      neighborhoods={(neighborhoods ?? []).map(({ id, slug, name, city }) => ({ id, slug, name, city }))}
      formAction={`${pathname}?${new URLSearchParams({ lead, token })}`}
      answer={params.get('renewed') === '1' ? 'renewed' : saved === '1' ? 'saved' : saved === '0' ? 'refused' : undefined}
    />
  );
}
