import { initClient, type ApiFetcher } from '@ts-rest/core';
import { apiContract, type ApiFetch } from '@pcr/contracts';
import { createFetcher, type ApiClient } from '../api/client.js';

/**
 * The site's API client for a server render, over the API's in-process `fetch`: a 2xx answer the
 * API has already checked against this contract is taken as the value it is (`checkedBody`), not
 * written as JSON text to be parsed and checked again; any other answer is read as the browser's
 * client reads it. Server-only: the browser's bundle does not carry it.
 */
export function inProcessApiClient(fetchInProcess: ApiFetch): ApiClient {
  const fetcher: ApiFetcher = async (args) => {
    const answer = await fetchInProcess(args.path, { ...args.fetchOptions, method: args.method, headers: args.headers, body: args.body ?? undefined });
    if (answer.ok && answer.checkedBody) return { status: answer.status, body: answer.checkedBody.value, headers: answer.headers };
    return createFetcher(async () => answer)(args);
  };
  return initClient(apiContract, { baseUrl: 'http://site.internal', api: fetcher, throwOnUnknownStatus: true });
}
