import { initClient, parseAsStandardSchema, validateAgainstStandardSchema, type ApiFetcher } from '@ts-rest/core';
import { apiContract, type ApiFetch } from '@pcr/contracts';
import { ApiError } from './api-error.js';

/**
 * The fetcher under the ts-rest client: JSON in and out, and every non-2xx answer
 * thrown as an ApiError carrying the raw body text, as spec section 7 asks.
 */
export function createFetcher(fetchImpl: ApiFetch): ApiFetcher {
  return async ({ route, path, method, headers, body, fetchOptions }) => {
    const response = await fetchImpl(path, { ...fetchOptions, method, headers, body: body ?? undefined });
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) throw new ApiError(response.status, response.statusText, text, parsed);
    // Answers are checked against the contract, so a drifting server fails loudly here.
    const schema = parseAsStandardSchema(route.responses[response.status]);
    if (!schema) throw new ApiError(response.status, response.statusText, text, parsed);
    const validated = validateAgainstStandardSchema(parsed, schema);
    if (validated.error) throw validated.error;
    return { status: response.status, body: validated.value, headers: response.headers };
  };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(baseUrl = '', fetchImpl: ApiFetch = (...args) => fetch(...args)) {
  return initClient(apiContract, {
    baseUrl,
    api: createFetcher(fetchImpl),
    throwOnUnknownStatus: true,
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
