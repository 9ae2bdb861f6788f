/**
 * Validates with any Standard Schema (the contract's valibot schemas) without the API
 * depending on valibot itself: the schemas carry their own validator.
 */
export interface StandardIssue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

export interface StandardSchema<Output> {
  readonly '~standard': {
    validate(value: unknown): { value: Output; issues?: undefined } | { issues: readonly StandardIssue[] } | Promise<unknown>;
  };
}

export type Validation<T> = { ok: true; value: T } | { ok: false; issues: readonly StandardIssue[] };

export function validate<T>(schema: StandardSchema<T>, value: unknown): Validation<T> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('Asynchronous schemas are not supported');
  const outcome = result as { value: T; issues?: undefined } | { issues: readonly StandardIssue[] };
  return outcome.issues ? { ok: false, issues: outcome.issues } : { ok: true, value: outcome.value };
}

/** A short human summary of issues, for logs (paths and messages only, never the values). */
export function describeIssues(issues: readonly StandardIssue[], max = 5): string {
  return issues
    .slice(0, max)
    .map((issue) => {
      const path = (issue.path ?? []).map((item) => String(typeof item === 'object' ? item.key : item)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
