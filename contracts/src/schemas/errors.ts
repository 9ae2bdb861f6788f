import * as v from 'valibot';

/** JSON error body of every non-2xx answer (decisions.md "API"). */
export const ErrorBodySchema = v.object({ message: v.string() });

export const FieldIssueSchema = v.object({ path: v.string(), message: v.string() });

/** 400 answers add the field issues, with the same messages as the forms. */
export const ValidationErrorBodySchema = v.object({
  message: v.string(),
  issues: v.array(FieldIssueSchema),
});

export const CreatedBodySchema = v.object({ id: v.string(), receivedAt: v.pipe(v.string(), v.isoTimestamp()) });

export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
export type FieldIssue = v.InferOutput<typeof FieldIssueSchema>;
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBodySchema>;
export type CreatedBody = v.InferOutput<typeof CreatedBodySchema>;
