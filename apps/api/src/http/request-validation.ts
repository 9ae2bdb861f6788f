import type { NextFunction, Response } from 'express';
import { apiErrorMessages, toFieldIssues } from '@pcr/contracts';
import type { RequestValidationError } from '@ts-rest/express';
import { sendValidationError } from './answer-language.js';

type ContractIssues = Parameters<typeof toFieldIssues>[0];

const issuesOf = (error: unknown): ContractIssues => ((error as { issues?: ContractIssues } | null)?.issues ?? []) as ContractIssues;

/** A path parameter that fails its schema (e.g. 300 characters long) names nothing that exists. */
function notFoundMessage(path: string | undefined): string {
  if (path?.startsWith('/api/neighborhoods/')) return apiErrorMessages.neighborhoodNotFound;
  if (path?.startsWith('/api/cities/')) return apiErrorMessages.cityNotFound;
  if (path?.startsWith('/api/properties/')) return apiErrorMessages.propertyNotFound;
  return apiErrorMessages.notFound;
}

/**
 * ts-rest's request validation failures as the API's error bodies: 400 with field issues whose
 * messages are the forms' own (the contract's schemas produce them, toFieldIssues shapes them), in
 * the client's language on the endpoints that speak it (answer-language.ts).
 */
export function requestValidationErrorHandler(
  error: RequestValidationError,
  req: { tsRestRoute?: { path: string } },
  res: Response,
  _next: NextFunction,
): void {
  if (error.pathParams) {
    res.status(404).json({ message: notFoundMessage(req.tsRestRoute?.path) });
    return;
  }
  if (error.body) {
    sendValidationError(res, { message: apiErrorMessages.invalidBody, issues: toFieldIssues(issuesOf(error.body)) });
    return;
  }
  if (error.query) {
    res.status(400).json({ message: apiErrorMessages.invalidQuery, issues: toFieldIssues(issuesOf(error.query)) });
    return;
  }
  res.status(400).json({ message: apiErrorMessages.invalidBody, issues: toFieldIssues(issuesOf(error.headers)) });
}
