import type { FormEvent } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { get, useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { getFieldIssues } from '../form-errors.js';

/** The contract's valibot schema of a form (input values → parsed values). */
type FormSchema<TInput extends FieldValues, TOutput> = Parameters<typeof valibotResolver<TInput, unknown, TOutput>>[0];

/** A lead form's input values: whatever its fields, the contract gives every one the honeypot `website`. */
export type LeadFormInput = FieldValues & { website?: string };

/** What a visible field needs from the form: its registration and the message to show under it. */
export interface LeadFormField {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

export interface LeadFormOptions<TInput extends LeadFormInput, TOutput> {
  schema: FormSchema<TInput, TOutput>;
  /** The contract's defaults merged with the caller's (read once, on mount; also what a success resets to). */
  defaultValues: DefaultValues<TInput>;
  /** The visible fields in screen order: server issues are shown on these, focus goes to the first. */
  fields: readonly Path<TInput>[];
  /** Sends the parsed values; resolves on success, rejects on failure (optionally with `fieldIssues`). */
  onSubmit: (values: TOutput) => Promise<void>;
  /** The server's messages for a form it refused without JavaScript: shown on their fields until the first submit. */
  initialIssues?: readonly { path: string; message: string }[] | undefined;
}

export interface LeadForm<TInput extends LeadFormInput, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Pass to `<form onSubmit>` (`LeadFormShell` does). */
  handleFormSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  /** Spread on a `TextField`, `SelectField` or `TextAreaField`: `<TextField label="Name" {...field('name')} />`. */
  field: (name: Path<TInput>) => LeadFormField;
  /** Registers the honeypot; `LeadFormShell` calls it while drawing the field, after the visible fields. */
  registerHoneypot: () => UseFormRegisterReturn;
}

/**
 * react-hook-form with the contract's schema and the states of spec section 4: validation on
 * submit (then live as a person corrects), submitting while `onSubmit` runs, reset on success,
 * values kept on failure with any server field issues shown on their fields.
 */
export function useLeadForm<TInput extends LeadFormInput, TOutput>({
  schema,
  defaultValues,
  fields,
  onSubmit,
  initialIssues,
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

  // Read while rendering, as react-hook-form's proxy wants: the form re-renders when they change.
  const { errors, isSubmitting, submitCount } = form.formState;
  // Rendered on the server too (react-hook-form's own errors start in the browser, after mount).
  const initialIssueOf = (name: string) => (submitCount === 0 ? initialIssues?.find((issue) => issue.path === name)?.message : undefined);
  return {
    form,
    handleFormSubmit: (event) => {
      // A rejection is the caller's failure signal: it has shown its notice; the form keeps the values.
      submit(event).catch(() => undefined);
    },
    isSubmitting,
    field: (name) => ({ registration: form.register(name), error: (get(errors, name) as FieldError | undefined)?.message ?? initialIssueOf(name) }),
    // Every lead form's schema has `website` (LeadFormInput); the generic type cannot show it is a path.
    registerHoneypot: () => form.register('website' as Path<TInput>),
  };
}
