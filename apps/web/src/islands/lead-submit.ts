import * as v from 'valibot';
import { apiErrorMessages, ValidationErrorBodySchema, type AlertRequest, type ContactRequest, type SubscribeForm } from '@pcr/contracts';
import { FormSubmitError, useLocale, useTranslateText, type NoticeKind } from '@pcr/ui';
import { ApiError } from '../api/api-error.js';
import { useNotify } from '../notices/notices.js';
import { usePageLocation } from './page-location.js';
import { useSiteApi } from './site-api-context.js';

/**
 * The error a form's onSubmit rejects with: the server's 400 field issues go onto the matching
 * fields; anything else only marks the submission as failed (the form keeps its values).
 */
export function toFormSubmitError(error: unknown): FormSubmitError {
  if (error instanceof ApiError) {
    const body = v.safeParse(ValidationErrorBodySchema, error.body);
    if (error.status === 400 && body.success) return FormSubmitError.fromValidationBody(body.output);
    return new FormSubmitError(error.message, { status: error.status, cause: error });
  }
  return new FormSubmitError(error instanceof Error ? error.message : String(error), { cause: error });
}

/** A 429 gets our own explanation in the failure notice; other details stay hidden (spec section 8). */
const failureDetail = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? { description: apiErrorMessages.tooManyRequests } : undefined;

/** The lead forms' onSubmit handlers: send, then show the notice of spec section 8. */
export function useLeadSubmit() {
  const api = useSiteApi();
  const notify = useNotify();
  // The notices' texts in the page's language come with the forms (their Spanish loads with their code).
  const translateText = useTranslateText();
  // Which page the form was sent from, so an agent knows which neighborhood or home it was about.
  // Its path also gives the lead its language on the server (/es/… is Spanish, decision 0033).
  const { pathname: page } = usePageLocation();
  const language = useLocale();
  const submit = async (send: () => Promise<unknown>, success: NoticeKind, failure: NoticeKind) => {
    try {
      await send();
    } catch (error) {
      notify(failure, failureDetail(error), translateText);
      throw toFormSubmitError(error);
    }
    notify(success, undefined, translateText);
  };
  return {
    sendContact: (values: ContactRequest) => submit(() => api.sendContact({ ...values, page }, language), 'contactSuccess', 'contactFailure'),
    subscribe: (values: SubscribeForm) => submit(() => api.subscribe({ ...values, page }, language), 'subscribeSuccess', 'subscribeFailure'),
  };
}

/**
 * The alert form's onSubmit: the request in the page's language (its `page` is the form's own, with
 * the query). No notice: the form says itself that it was sent, or why not.
 */
export function useAlertSubmit() {
  const api = useSiteApi();
  const language = useLocale();
  return async (values: AlertRequest) => {
    try {
      await api.createAlert(values, language);
    } catch (error) {
      throw toFormSubmitError(error);
    }
  };
}
