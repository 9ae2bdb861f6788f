import type { FieldIssue, TourAction } from '@pcr/contracts';

/** The tour form's fields, as the page posts them: the contract's names, and the three times as time1…time3. */
export const TOUR_FIELDS = ['mode', 'time1', 'time2', 'time3', 'name', 'email', 'phone', 'message', 'consent'] as const;
export type TourField = (typeof TOUR_FIELDS)[number];

/** The three preferred-time fields, in the order of the contract's `times`. */
export const TOUR_TIME_FIELDS = ['time1', 'time2', 'time3'] as const satisfies readonly TourField[];

/**
 * The field a contract issue belongs beside: `times.1` is the second time's; `times` (none given,
 * two the same) the first time's; the others by their name.
 */
export function tourFieldOfIssue(path: string): string {
  if (path === 'times') return 'time1';
  const time = /^times\.(\d)$/.exec(path);
  return time ? `time${Number(time[1]) + 1}` : path;
}

/**
 * What the server answers a posted tour form with (the route's action): what the visitor typed
 * (kept in its fields) and the messages beside the fields it refused.
 */
export interface TourFormAnswer {
  values: Partial<Record<TourField, string>>;
  issues: readonly FieldIssue[];
  /** The request could not be stored right now (the database is away): nothing was lost, try again. */
  unavailable?: true;
}

/**
 * What the server answers an action posted from a tour's page with, when it does not move on: the
 * message (the agent has a tour then, the tour has changed, a proposed time out of hours), the
 * time typed, and 503 while the database is away.
 */
export interface TourActionAnswer {
  action: TourAction;
  message?: string;
  /** The proposed time as typed (datetime-local), kept in its field. */
  time?: string;
  unavailable?: true;
}
