import useSWR from 'swr';
import type { DataState } from '@pcr/ui';
import type { Agent } from '@pcr/contracts';
import { useSiteApi } from './site-api-context.js';
import { toDataState } from './to-data-state.js';

/** SWR keys: one per API function and its arguments. */
export const queryKeys = {
  agents: ['getAgents'] as const,
};

export function useAgents(): DataState<Agent[]> {
  const api = useSiteApi();
  return toDataState(useSWR(queryKeys.agents, () => api.getAgents()));
}
