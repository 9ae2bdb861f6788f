import type { FormEvent } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { getFieldIssues } from '../form-errors.js';

/** The contract's valibot schema of a form (input values → parsed values). */
type FormSchema<TInput extends FieldValues, TOutput> = Parameters<typeof valibotResolver<TInput, unknown, TOutput>>[0];

export interface LeadFormOptions<TInput extends FieldValues, TOutput> {
  schema: FormSchema<TInput, TOutput>;
  /** The contract's defaults merged with the caller's (read once, on mount; also what a success resets to). */
  defaultValues: DefaultValues<TInput>;
  /** The visible fields in screen order: server issues are shown on these, focus goes to the first. */
  fields: readonly Path<TInput>[];
  /** Sends the parsed values; resolves on success, rejects on failure (optionally with `fieldIssues`). */
  onSubmit: (values: TOutput) => Promise<void>;
}

export interface LeadForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Pass to `<form onSubmit>`. */
  handleFormSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
}

/**
 * react-hook-form with the contract's schema and the states of spec section 4: validation on
 * submit (then live as a person corrects), submitting while `onSubmit` runs, reset on success,
 * values kept on failure with any server field issues shown on their fields.
 */
export function useLeadForm<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  fields,
  onSubmit,
}: LeadFormOptions<TInput, TOutput>): LeadForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { handleSubmit, reset, setError } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const issues = getFieldIssues(error);
      let first = true;
      for (const field of fields) {
        const message = issues[field];
        if (!message) continue;
        setError(field, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      throw error;
    }
    // Calling reset inside the handler is what react-hook-form supports: the submission's
    // final state update then leaves the fresh form alone (no "submitted" re-validation).
    reset();
  });

  return {
    form,
    handleFormSubmit: (event) => {
      // A rejection is the caller's failure signal: it has shown its notice; the form keeps the values.
      submit(event).catch(() => undefined);
    },
    isSubmitting: form.formState.isSubmitting,
  };
}
