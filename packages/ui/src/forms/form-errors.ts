import type { ValidationErrorBody } from '@pcr/contracts';

/** Field name → the message to show under that field (first message per field). */
export type FieldIssues<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * What a form's `onSubmit` may reject with to have messages shown on its fields.
 * Any rejection signals failure; one carrying `fieldIssues` also marks the named fields.
 */
export interface FieldIssuesError {
  fieldIssues: FieldIssues;
}

/**
 * `{ path, message }[]` of the API's 400 body → `{ field: message }`. A dotted path names its
 * top-level field; the first message per field wins (the forms show one message per field).
 */
export function fieldIssuesFromBody(issues: ValidationErrorBody['issues']): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (field && out[field] === undefined) out[field] = issue.message;
  }
  return out;
}

export interface FormSubmitErrorOptions {
  /** HTTP status of the failed request, when there was one. */
  status?: number;
  fieldIssues?: FieldIssues;
  cause?: unknown;
}

/** A failed submission, optionally with field issues (e.g. from a 400 answer). */
export class FormSubmitError extends Error implements FieldIssuesError {
  readonly status: number | undefined;
  readonly fieldIssues: FieldIssues;

  constructor(message: string, options: FormSubmitErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'FormSubmitError';
    this.status = options.status;
    this.fieldIssues = options.fieldIssues ?? {};
  }

  /** From the API's 400 body (`{ message, issues: [{ path, message }] }`). */
  static fromValidationBody(body: ValidationErrorBody, status = 400): FormSubmitError {
    return new FormSubmitError(body.message, { status, fieldIssues: fieldIssuesFromBody(body.issues) });
  }
}

/** The field issues a rejection carries (any object with a `fieldIssues` record of strings), else `{}`. */
export function getFieldIssues(error: unknown): FieldIssues {
  if (typeof error !== 'object' || error === null || !('fieldIssues' in error)) return {};
  const raw = (error as { fieldIssues: unknown }).fieldIssues;
  if (typeof raw !== 'object' || raw === null) return {};
  const out: FieldIssues = {};
  for (const [field, message] of Object.entries(raw)) {
    if (typeof message === 'string' && message) out[field] = message;
  }
  return out;
}
