import type { ClientInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { apiContract } from './contract.js';

type Routes = typeof apiContract;

/**
 * The GET endpoints of the contract: what the site's pages read. Every GET of the contract is one
 * (a new one is a read as soon as it is in the contract; the server lists them, read-endpoints.ts).
 */
export type ReadRoute = { [K in keyof Routes]: Routes[K] extends { method: 'GET' } ? K : never }[keyof Routes];

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
