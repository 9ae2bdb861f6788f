import type { DataState } from '@pcr/ui';

/** Maps SWR's request state onto the page templates' data slots. */
export function toDataState<T>({ data, error }: { data?: T; error?: unknown }): DataState<T> {
  if (error) return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  if (data === undefined) return { status: 'loading' };
  return { status: 'loaded', data };
}
