import { useLocation, useSearchParams } from 'react-router-dom';
import type { SubscriptionConfirmationState } from '@pcr/ui';
import { SubscriptionConfirmationIsland } from '../islands/SubscriptionConfirmationPart.js';
import { usePageData } from '../app/page-data.js';
import { isLinkRefused } from './read-state.js';
import { routes } from './route-table.js';

export default function SubscriptionConfirmationRoute() {
  const { confirmation } = usePageData(routes.subscriptionConfirmation);
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const data = confirmation.status === 200 ? confirmation.body : undefined;
  // A request left unconfirmed too long is refused like a link not signed by us.
  const state: SubscriptionConfirmationState = data
    ? data.confirmed
      ? 'confirmed'
      : 'unconfirmed'
    : isLinkRefused(confirmation)
      ? 'invalid'
      : 'unavailable';
  return (
    <SubscriptionConfirmationIsland lead={params.get('lead') ?? ''} token={params.get('token') ?? ''} state={state} kind={data?.kind} formAction={`${pathname}${search}`} />
  );
}
