import { useState } from 'react';
import type { SubscriptionConfirmation } from '@pcr/contracts';
import { island, SubscriptionConfirmationPage, type SubscriptionConfirmationState } from '@pcr/ui';
import { useSiteApi } from './site-api-context.js';

export interface SubscriptionConfirmationPartProps {
  /** The signed link's lead and token. */
  lead: string;
  token: string;
  /** What the server found for the link. */
  state: SubscriptionConfirmationState;
  kind?: SubscriptionConfirmation['kind'] | undefined;
  formAction: string;
}

/** The confirm button: with scripts it confirms through the API and the page says it is done. */
export function SubscriptionConfirmationPart({ lead, token, state: served, kind, formAction }: SubscriptionConfirmationPartProps) {
  const api = useSiteApi();
  const [state, setState] = useState(served);
  const confirm = async () => {
    const answer = await api.confirmSubscription(lead, token);
    setState(answer.confirmed ? 'confirmed' : 'unconfirmed');
  };
  return <SubscriptionConfirmationPage state={state} kind={kind} formAction={formAction} onConfirm={confirm} />;
}

export const SubscriptionConfirmationIsland = island('subscription-confirmation', SubscriptionConfirmationPart);
