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
