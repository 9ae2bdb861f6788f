import type { FormFields } from './route-types.js';

/** A plain form's field as an action reads it: its one value, trimmed (a name posted twice keeps its first), '' when absent. */
export function formField(form: FormFields, name: string): string {
  const value = form[name];
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim();
}
