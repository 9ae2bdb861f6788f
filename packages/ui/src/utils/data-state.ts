/**
 * What a data section shows. Empty is `loaded` with an empty array; the app maps its
 * request state onto this, and stories set it directly (no network).
 */
export type DataState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; data: T };
