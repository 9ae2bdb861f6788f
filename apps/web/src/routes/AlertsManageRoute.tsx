import { useLocation, useSearchParams } from 'react-router-dom';
import type { AlertsManageState } from '@pcr/ui';
import { AlertsManageIsland } from '../islands/AlertsManagePart.js';
import { usePageData } from '../app/page-data.js';
import { useRouteHead } from '../app/route-modules.js';
import { isLinkRefused } from './read-state.js';
import { routes } from './route-table.js';

export default function AlertsManageRoute() {
  useRouteHead(routes.alertsManage);
  const { alerts, neighborhoods } = usePageData(routes.alertsManage);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const lead = params.get('lead') ?? '';
  const token = params.get('token') ?? '';
  // Ours but past its days: 410.
  const state: AlertsManageState =
    alerts.status === 200
      ? { status: 'loaded', alerts: alerts.body.alerts }
      : { status: isLinkRefused(alerts) ? 'invalid' : alerts.status === 410 ? 'expired' : 'unavailable' };
  // Without JavaScript the server answers a change with the page again and `saved=1` (or `saved=0`,
  // refused); a fresh link asked for from an expired one with `renewed=1`.
  const saved = params.get('saved');
  return (
    <AlertsManageIsland
      lead={lead}
      token={token}
      state={state}
      // Of each area, what names a search (an island's props carry no more); without them, "the area you chose".
      neighborhoods={(neighborhoods.status === 'loaded' ? neighborhoods.data : []).map(({ id, slug, name, city }) => ({ id, slug, name, city }))}
      formAction={`${pathname}?${new URLSearchParams({ lead, token })}`}
      answer={params.get('renewed') === '1' ? 'renewed' : saved === '1' ? 'saved' : saved === '0' ? 'refused' : undefined}
    />
  );
}
