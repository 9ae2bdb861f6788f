import { useLocation, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { SubscriptionConfirmation } from '@pcr/contracts';
import type { SubscriptionConfirmationState } from '@pcr/ui';
import { SubscriptionConfirmationIsland } from '../islands/SubscriptionConfirmationPart.js';
import { apiErrorStatus } from '../api/api-error.js';
import { useRouteHead } from '../app/route-modules.js';
import { fetchQuery, queryKeys } from '../data/query-keys.js';
import { useSiteApi } from '../data/site-api-context.js';
import { routes } from './route-table.js';

/** A link not signed by us, or of a request left unconfirmed too long: the API's 404 (or a 400 for a broken link). */
const isLinkRefused = (error: unknown) => [400, 404].includes(apiErrorStatus(error) ?? 0);

export default function SubscriptionConfirmationRoute() {
  const api = useSiteApi();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const lead = params.get('lead') ?? '';
  const token = params.get('token') ?? '';
  const key = queryKeys.subscriptionConfirmation(lead, token);
  const { data, error } = useSWR(key, (k) => fetchQuery(api, k) as Promise<SubscriptionConfirmation>);
  useRouteHead(routes.subscriptionConfirmation, data?.kind === 'alert');
  const state: SubscriptionConfirmationState = error ? (isLinkRefused(error) ? 'invalid' : 'unavailable') : !data ? 'checking' : data.confirmed ? 'confirmed' : 'unconfirmed';
  return <SubscriptionConfirmationIsland lead={lead} token={token} state={state} kind={data?.kind} formAction={`${pathname}${search}`} />;
}
