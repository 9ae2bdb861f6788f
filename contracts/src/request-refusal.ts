/**
 * Why the site refused a request to one of its own pages (issue 45): a form posted from another
 * site, a body too large or in an encoding it cannot read, or a request that does not parse. Each
 * answers with its HTTP status and the site's page that says why, in the page's language.
 */
export const REQUEST_REFUSALS = {
  'cross-site': 403,
  'too-large': 413,
  unsupported: 415,
  malformed: 400,
} as const;

export type RequestRefusal = keyof typeof REQUEST_REFUSALS;

/** A refusal named in a query parameter; anything else is a request that could not be read. */
export const requestRefusalOf = (value: string | null | undefined): RequestRefusal =>
  value !== null && value !== undefined && Object.hasOwn(REQUEST_REFUSALS, value) ? (value as RequestRefusal) : 'malformed';
