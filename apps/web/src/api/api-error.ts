/** A non-successful answer of the API (spec section 7): message "{status}: {body or status text}". */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string, body: unknown) {
    super(apiErrorMessage(status, statusText, bodyText));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function apiErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText !== '' ? bodyText : statusText}`;
}

/**
 * The HTTP status of a failed request, also once it has crossed from the server's render to the
 * browser (initial-data.ts passes only the message, which starts with the status).
 */
export function apiErrorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const status = error instanceof Error ? /^(\d{3}): /.exec(error.message)?.[1] : undefined;
  return status === undefined ? undefined : Number(status);
}
