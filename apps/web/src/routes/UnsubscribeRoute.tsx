import { useLocation, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { UnsubscribeState } from '@pcr/contracts';
import type { UnsubscribePageState } from '@pcr/ui';
import { UnsubscribeIsland } from '../islands/UnsubscribePart.js';
import { apiErrorStatus } from '../api/api-error.js';
import { useRouteHead } from '../app/route-modules.js';
import { fetchQuery, queryKeys } from '../data/query-keys.js';
import { useSiteApi } from '../data/site-api-context.js';
import { routes } from './route-table.js';

/** A link not signed by us: the API's 404 (or a 400 for a broken link). */
const isLinkRefused = (error: unknown) => [400, 404].includes(apiErrorStatus(error) ?? 0);

export default function UnsubscribeRoute() {
  const api = useSiteApi();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const lead = params.get('lead') ?? '';
  const token = params.get('token') ?? '';
  const { data, error } = useSWR(queryKeys.unsubscribe(lead, token), (k) => fetchQuery(api, k) as Promise<UnsubscribeState>);
  // A lead that is gone (a stopped alert is deleted) has no scope: the form posted without JavaScript says what it stopped.
  const scope = data?.scope ?? (params.get('stopped') === 'alert' ? 'alert' : 'address');
  const state: UnsubscribePageState = error
    ? { status: isLinkRefused(error) ? 'invalid' : 'unavailable' }
    : !data
      ? { status: 'checking' }
      : { status: data.stopped ? 'done' : 'confirm', scope };
  useRouteHead(routes.unsubscribe, scope === 'alert');
  return <UnsubscribeIsland lead={lead} token={token} state={state} formAction={`${pathname}?${new URLSearchParams({ lead, token })}`} />;
}
