import { useLocation, useSearchParams } from 'react-router-dom';
import type { AlertsManageState } from '@pcr/ui';
import { AlertsManageIsland } from '../islands/AlertsManagePart.js';
import { useActionAnswer, usePageData } from '../app/page-data.js';
import { isLinkRefused } from './read-state.js';
import { routes } from './route-table.js';

export default function AlertsManageRoute() {
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
  // Without JavaScript a change posted to the page (its action) comes back with `saved=1`, or the
  // page again saying it was refused; a fresh link asked for from an expired one with `renewed=1`.
  const refused = useActionAnswer(routes.alertsManage)?.refused === true;
  return (
    <AlertsManageIsland
      lead={lead}
      token={token}
      state={state}
      // Of each area, what names a search (an island's props carry no more); without them, "the area you chose".
      neighborhoods={(neighborhoods.status === 'loaded' ? neighborhoods.data : []).map(({ id, slug, name, city }) => ({ id, slug, name, city }))}
      formAction={`${pathname}?${new URLSearchParams({ lead, token })}`}
      answer={refused ? 'refused' : params.get('renewed') === '1' ? 'renewed' : params.get('saved') === '1' ? 'saved' : undefined}
    />
  );
}
