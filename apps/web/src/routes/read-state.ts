import type { DataState } from '@pcr/ui';
import { apiErrorMessage } from '../api/api-error.js';
import type { PageStatus } from './route-types.js';

type Answer = { status: number; body: unknown };
/** The body of a read's 200 answer. */
type LoadedBody<A> = A extends { status: 200; body: infer B } ? B : never;

/**
 * A read's answer as a template's data slot: its body, or the error the page shows in small print,
 * written as the browser's client writes a failed answer ("503: {…}").
 */
export function stateOf<A extends Answer>(answer: A, message?: string): DataState<LoadedBody<A>> {
  if (answer.status === 200) return { status: 'loaded', data: answer.body as LoadedBody<A> };
  return { status: 'error', message: message ?? apiErrorMessage(answer.status, '', JSON.stringify(answer.body)) };
}

/** A signed link the API refuses: not signed by us, or of another purpose (404), or broken (400). */
export const isLinkRefused = (answer: Answer): boolean => answer.status === 404 || answer.status === 400;

/**
 * A page's status from its main read: 404 when it found nothing (400: a malformed name, which names
 * nothing either), 410 when it was ours but is gone for good (an expired link), 503 when it could not
 * tell (a provider or the listings are down).
 */
export function statusOfMain(answer: Answer): PageStatus {
  if (answer.status < 300) return 200;
  if (answer.status === 410) return 410;
  return answer.status === 404 || answer.status === 400 ? 404 : 503;
}
