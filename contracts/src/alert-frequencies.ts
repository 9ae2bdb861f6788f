/**
 * How often an alert's e-mail may come, as plain values: no schema here, so a page that shows the
 * choices (the page that manages alerts) does not load valibot. The alert schemas are in schemas/alerts.ts.
 */

/** Batched within 15 minutes, or once a day or a week at 7 a.m. Pacific. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
