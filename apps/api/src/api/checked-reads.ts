import { apiErrorMessages, apiContract, toFieldIssues, type PageReads, type ReadRoute } from '@pcr/contracts';
import { parseAsStandardSchema, validateAgainstStandardSchema, type AppRoute } from '@ts-rest/core';
import { errorFields, type Logger } from '../logger.js';
import { READ_ROUTES, type ReadContext, type ReadEndpoints } from './read-endpoints.js';

type Issues = Parameters<typeof toFieldIssues>[0];
type Answer = { status: number; body: unknown };
type Input = { params?: unknown; query?: unknown };

/** Checks one value against a contract schema (none: taken as it is). */
export function checked(schema: unknown, value: unknown): { value: unknown; error?: undefined } | { error: unknown; value?: undefined } {
  const standard = schema ? parseAsStandardSchema(schema) : null;
  return standard ? (validateAgainstStandardSchema(value, standard) as { value: unknown } | { error: unknown }) : { value };
}

/**
 * One read, checked as the HTTP API checks it (decision 0050): path parameters (a failing one names
 * nothing: 404), query (400 with its issues) and the endpoint's answer (one the contract does not
 * allow is a server bug: logged, answered 500, never passed to a page).
 */
function checkedRead(name: ReadRoute, endpoint: (input: unknown, context: ReadContext) => Promise<Answer>, logger: Logger, context: ReadContext) {
  const route = apiContract[name] as AppRoute;
  return async (input: Input): Promise<Answer> => {
    const params = checked('pathParams' in route ? route.pathParams : undefined, input.params ?? {});
    if (params.error) return { status: 404, body: { message: apiErrorMessages.notFound } };
    const query = checked('query' in route ? route.query : undefined, input.query ?? {});
    if (query.error) {
      return { status: 400, body: { message: apiErrorMessages.invalidQuery, issues: toFieldIssues(((query.error as { issues?: Issues }).issues ?? []) as Issues) } };
    }
    return checkedAnswer(route, await endpoint({ params: params.value, query: query.value }, context), logger, context);
  };
}

/** An endpoint's answer as the contract allows it; any other is a server bug: logged, answered 500, never passed to a page. */
export function checkedAnswer(route: AppRoute, answer: Answer, logger: Logger, context: { requestId: string }): Answer {
  const body = checked(route.responses[answer.status as keyof typeof route.responses] ?? null, answer.body);
  if (body.error || !(answer.status in route.responses)) {
    logger.error('response validation failed', { requestId: context.requestId, route: `${route.method} ${route.path}`, ...errorFields(body.error ?? new Error(`no schema for ${answer.status}`)) });
    return { status: 500, body: { message: apiErrorMessages.internal } };
  }
  return { status: answer.status, body: body.value };
}

/**
 * The API's read side for the pages' loaders: each GET endpoint as a function, checked against the
 * contract at this one boundary, with the page request's id for its log lines. No URL, no HTTP.
 */
export function checkedReads(read: ReadEndpoints, logger: Logger, context: ReadContext): PageReads {
  return Object.fromEntries(
    READ_ROUTES.map((name) => [name, checkedRead(name, read[name] as (input: unknown, context: ReadContext) => Promise<Answer>, logger, context)]),
  ) as unknown as PageReads;
}
