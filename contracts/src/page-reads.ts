import type { ClientInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { apiContract } from './contract.js';

/** The GET endpoints of the contract: what the site's pages read. */
export const READ_ROUTES = [
  'getFeaturedProperties',
  'getProperties',
  'getProperty',
  'getAgents',
  'getTestimonials',
  'getNeighborhoods',
  'getNeighborhood',
  'getHotListings',
  'getCities',
  'getCity',
  'getSubscriptionConfirmation',
  'getManagedAlerts',
  'getUnsubscribe',
] as const satisfies readonly (keyof typeof apiContract)[];
export type ReadRoute = (typeof READ_ROUTES)[number];

/** What a read takes: its path parameters and query as a client writes them (the contract checks them). */
export type PageReadInput<K extends ReadRoute> = Pick<ClientInferRequest<(typeof apiContract)[K]>, Extract<'params' | 'query', keyof ClientInferRequest<(typeof apiContract)[K]>>>;

/** Every status and body the contract allows the read to answer. */
export type PageReadAnswer<K extends ReadRoute> = ServerInferResponses<(typeof apiContract)[K]>;

/**
 * The API's read side as a page loader calls it (decision 0050): a function per GET endpoint, in the
 * server's own process, no HTTP and no URL. The server checks each input and answer against the
 * contract once, at this boundary, as its HTTP API does.
 */
export type PageReads = { [K in ReadRoute]: (input: PageReadInput<K>) => Promise<PageReadAnswer<K>> };
