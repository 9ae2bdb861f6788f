import type { ClientInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { apiContract } from './contract.js';
import type { ErrorBody, ValidationErrorBody } from './schemas/errors.js';

/** The POST endpoints of the contract that the site's plain forms (route actions) write through. */
export const WRITE_ROUTES = ['createAlert', 'manageAlerts', 'unsubscribe', 'confirmSubscription', 'createSellerLead', 'createTourRequest', 'actOnTour'] as const satisfies readonly (keyof typeof apiContract)[];
export type WriteRoute = (typeof WRITE_ROUTES)[number];

/** What a write takes: its query and body as a client writes them (the contract checks them). */
export type PageWriteInput<K extends WriteRoute> = Pick<ClientInferRequest<(typeof apiContract)[K]>, Extract<'params' | 'query' | 'body', keyof ClientInferRequest<(typeof apiContract)[K]>>>;

/**
 * The write's own answers, and the two its check adds: 400 for a query or body the contract refuses
 * (the field issues a form shows), 500 for an answer it does not allow (a server bug, logged).
 */
export type PageWriteAnswer<K extends WriteRoute> = ServerInferResponses<(typeof apiContract)[K]> | { status: 400; body: ValidationErrorBody } | { status: 500; body: ErrorBody };

/**
 * The API's write side as a route action calls it (decision 0053): a function per POST endpoint the
 * site's forms send, in the server's own process, checked against the contract once at this
 * boundary as its HTTP API does, for the visitor who posted (their address counts for the rate
 * limit and is stored with a lead as the HTTP API stores it). Plus the one write no JSON client
 * makes: an expired manage link's "send me a new link", which only the page's plain form asks for.
 */
export type PageWrites = { [K in WriteRoute]: (input: PageWriteInput<K>) => Promise<PageWriteAnswer<K>> } & {
  /** Sends a fresh manage link to the address of an expired one (at most hourly); says nothing of whether one went. */
  renewManageLink: (link: { lead: string; token: string }) => Promise<void>;
};
