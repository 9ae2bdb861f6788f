import { useState } from 'react';
import type { AlertChange } from '@pcr/contracts';
import { AlertsManagePage, island, useLocale, type AlertsManageAnswer, type AlertsManagePageProps, type AlertsManageState } from '@pcr/ui';
import { useSiteApi } from './site-api-context.js';

export interface AlertsManagePartProps {
  /** The signed link's lead and token. */
  lead: string;
  token: string;
  /** What the server found for the link. */
  state: AlertsManageState;
  neighborhoods: AlertsManagePageProps['neighborhoods'];
  formAction: string;
  answer?: AlertsManageAnswer | undefined;
}

/** The alerts a link manages: its changes go to the API from the browser, and the list shows its answer. */
export function AlertsManagePart({ lead, token, state: served, neighborhoods, formAction, answer }: AlertsManagePartProps) {
  const api = useSiteApi();
  const locale = useLocale();
  const [state, setState] = useState(served);
  const change = async (made: AlertChange) => {
    const managed = await api.manageAlerts(lead, token, made, locale);
    setState({ status: 'loaded', alerts: managed.alerts });
  };
  return <AlertsManagePage state={state} neighborhoods={neighborhoods} formAction={formAction} answer={answer} onChange={change} />;
}

export const AlertsManageIsland = island('alerts-manager', AlertsManagePart);
