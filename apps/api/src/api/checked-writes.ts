import { apiContract, apiErrorMessages, toFieldIssues, WRITE_ROUTES, type PageWrites, type WriteRoute } from '@pcr/contracts';
import type { AppRoute } from '@ts-rest/core';
import type { Logger } from '../logger.js';
import { checked, checkedAnswer } from './checked-reads.js';
import type { WriteContext, WriteEndpoints } from './write-endpoints.js';

type Issues = Parameters<typeof toFieldIssues>[0];
type Answer = { status: number; body: unknown };
type Input = { params?: unknown; query?: unknown; body?: unknown };

const issuesOf = (error: unknown) => toFieldIssues(((error as { issues?: Issues }).issues ?? []) as Issues);

/**
 * One write, checked as the HTTP API checks it (decision 0053): its path parameters (a failing one
 * names nothing: 404), its query (400 with its issues), its
 * body (400 with the field issues a form shows beside its fields), and its answer against the contract.
 */
function checkedWrite(name: WriteRoute, endpoint: (input: unknown, context: WriteContext) => Promise<Answer>, logger: Logger, context: WriteContext) {
  const route = apiContract[name] as AppRoute;
  return async (input: Input): Promise<Answer> => {
    const params = checked('pathParams' in route ? route.pathParams : undefined, input.params ?? {});
    if (params.error) return { status: 404, body: { message: apiErrorMessages.notFound } };
    const query = checked('query' in route ? route.query : undefined, input.query ?? {});
    if (query.error) return { status: 400, body: { message: apiErrorMessages.invalidQuery, issues: issuesOf(query.error) } };
    const body = checked('body' in route ? route.body : undefined, input.body);
    if (body.error) return { status: 400, body: { message: apiErrorMessages.invalidBody, issues: issuesOf(body.error) } };
    return checkedAnswer(route, await endpoint({ params: params.value, query: query.value, body: body.value }, context), logger, context);
  };
}

/**
 * The API's write side for the route actions: each POST endpoint a site's form sends, as a function
 * checked against the contract at this one boundary, for the visitor who posted. No URL, no HTTP.
 */
export function checkedWrites(write: WriteEndpoints, logger: Logger, context: WriteContext): PageWrites {
  const writes = Object.fromEntries(
    WRITE_ROUTES.map((name) => [name, checkedWrite(name, write[name] as (input: unknown, context: WriteContext) => Promise<Answer>, logger, context)]),
  );
  return { ...writes, renewManageLink: (link: { lead: string; token: string }) => write.renewManageLink(link, context) } as unknown as PageWrites;
}
