import { useState } from 'react';
import { island, UnsubscribePage, type UnsubscribePageState } from '@pcr/ui';
import { useSiteApi } from './site-api-context.js';

export interface UnsubscribePartProps {
  /** The signed link's lead and token. */
  lead: string;
  token: string;
  /** What the server found for the link. */
  state: UnsubscribePageState;
  formAction: string;
}

/** The unsubscribe button: with scripts it stops through the API and the page says it is done. */
export function UnsubscribePart({ lead, token, state: served, formAction }: UnsubscribePartProps) {
  const api = useSiteApi();
  const [state, setState] = useState(served);
  const stop = async () => {
    await api.unsubscribe(lead, token);
    setState({ status: 'done', scope: served.status === 'confirm' || served.status === 'done' ? served.scope : 'address' });
  };
  return <UnsubscribePage state={state} formAction={formAction} onStop={stop} />;
}

export const UnsubscribeIsland = island('unsubscribe', UnsubscribePart);
