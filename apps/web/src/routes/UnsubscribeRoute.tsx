import { useLocation, useSearchParams } from 'react-router-dom';
import type { UnsubscribePageState } from '@pcr/ui';
import { UnsubscribeIsland } from '../islands/UnsubscribePart.js';
import { usePageData } from '../app/page-data.js';
import { isLinkRefused } from './read-state.js';
import { routes } from './route-table.js';

export default function UnsubscribeRoute() {
  const { link } = usePageData(routes.unsubscribe);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const lead = params.get('lead') ?? '';
  const token = params.get('token') ?? '';
  const data = link.status === 200 ? link.body : undefined;
  // A lead that is gone (a stopped alert is deleted) has no scope: the form posted without JavaScript says what it stopped.
  const scope = data?.scope ?? (params.get('stopped') === 'alert' ? 'alert' : 'address');
  const state: UnsubscribePageState = data
    ? { status: data.stopped ? 'done' : 'confirm', scope }
    : { status: isLinkRefused(link) ? 'invalid' : 'unavailable' };
  return <UnsubscribeIsland lead={lead} token={token} state={state} formAction={`${pathname}?${new URLSearchParams({ lead, token })}`} />;
}
