import { apiErrorMessages, toFieldIssues, type ApiAnswer, type ApiFetch } from '@pcr/contracts';
import { parseAsStandardSchema, validateAgainstStandardSchema } from '@ts-rest/core';
import { errorFields, type Logger } from '../logger.js';
import type { ReadContext, ReadEndpoints } from './read-endpoints.js';
import { matchReadRoute } from './read-routes.js';

const JSON_HEADERS = new Headers({ 'content-type': 'application/json; charset=utf-8' });

/**
 * The answer as the browser would read it, but no `Response` (its body stream and encoding cost more
 * than the page's render). Its JSON text is written only when read: the site's client takes a checked
 * 2xx body as is (`checkedBody`).
 */
function json(status: number, body: unknown, checked = false): ApiAnswer {
  let text: string | undefined;
  const ok = status >= 200 && status < 300;
  return { ok, status, statusText: '', headers: JSON_HEADERS, text: async () => (text ??= JSON.stringify(body)), ...(ok && checked ? { checkedBody: { value: body } } : {}) };
}

type Issues = Parameters<typeof toFieldIssues>[0];

/**
 * The API's GET endpoints as a `fetch`, for the server's page renders: the request goes through the
 * same contract validation as over HTTP (path parameters, query, and the answer itself) and the same
 * endpoint functions, in-process: no socket, no HTTP parsing, no middleware. The site's own API
 * client (apps/web/src/api/client.ts) sees exactly the answers the browser would get.
 */
export function inProcessFetch(read: ReadEndpoints, logger: Logger, context: ReadContext): ApiFetch {
  return async (input, init) => {
    const url = new URL(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') return json(405, { message: apiErrorMessages.methodNotAllowed });
    const found = matchReadRoute(url.pathname);
    if (found === 'malformed') return json(400, { message: apiErrorMessages.malformedUrl, issues: [] });
    if (!found) return json(404, { message: apiErrorMessages.notFound });
    const { name, route, params } = found;

    const paramsSchema = 'pathParams' in route ? parseAsStandardSchema(route.pathParams) : null;
    const checkedParams = paramsSchema ? validateAgainstStandardSchema(params, paramsSchema) : { value: params };
    // A path parameter that fails its schema names nothing that exists (as over HTTP: 404).
    if (checkedParams.error) return json(404, { message: apiErrorMessages.notFound });
    const querySchema = 'query' in route ? parseAsStandardSchema(route.query) : null;
    const query = Object.fromEntries(url.searchParams);
    const checkedQuery = querySchema ? validateAgainstStandardSchema(query, querySchema) : { value: query };
    if (checkedQuery.error) {
      return json(400, { message: apiErrorMessages.invalidQuery, issues: toFieldIssues(((checkedQuery.error as unknown as { issues?: Issues }).issues ?? []) as Issues) });
    }

    const endpoint = read[name] as (input: unknown, context: ReadContext) => Promise<{ status: number; body: unknown }>;
    const answer = await endpoint({ params: checkedParams.value, query: checkedQuery.value }, context);
    const responseSchema = parseAsStandardSchema(route.responses[answer.status as keyof typeof route.responses]);
    const checked = responseSchema ? validateAgainstStandardSchema(answer.body, responseSchema) : { error: new Error(`no schema for ${answer.status}`), value: undefined };
    if (checked.error) {
      // The endpoint answered something the contract does not allow: a server bug, never passed on.
      logger.error('response validation failed', { requestId: context.requestId, route: `GET ${route.path}`, ...errorFields(checked.error) });
      return json(500, { message: apiErrorMessages.internal });
    }
    return json(answer.status, checked.value, true);
  };
}
