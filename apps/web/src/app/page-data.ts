import { createContext, useContext } from 'react';
import type { LoadedData, ServerSide } from '../routes/route-table.js';

/** Set by the server's render: what the page's loader returned (`load` in routes/route-table.ts). */
export const PageDataContext = createContext<object | undefined>(undefined);

/** What a route's loader gives its module (nothing for a route without one). */
export type PageDataOf<R> = R extends { server?: infer S } ? (NonNullable<S> extends { load?: infer L } ? LoadedData<L> : Record<never, never>) : never;

/**
 * The data the page's loader read for this render (decision 0050): one declaration per page, in the
 * route table; the route module only shows it. `route` names the entry, for the type.
 */
export function usePageData<R>(route: R): PageDataOf<R> {
  void route;
  return useLoadedData() as PageDataOf<R>;
}

/** What the page's loader returned, untyped: the props of a template an entry names (page-templates.tsx). */
export function useLoadedData(): object {
  const data = useContext(PageDataContext);
  if (data === undefined) throw new Error("A page's data outside a server render: pages render on the server only (decision 0048)");
  return data;
}

/** Set by the server's render of a page a refused form is answered with: what the route's action returned. */
export const ActionAnswerContext = createContext<object | undefined>(undefined);

/** What a route's action answers its form with when it refuses it (nothing for a route without one). */
export type ActionAnswerOf<R> = R extends { server?: infer S } ? (NonNullable<S> extends ServerSide<infer _D, infer A> ? A : never) : never;

/**
 * The answer of the route's action to the form this page is the answer to (decision 0053), or
 * undefined for a page that answers no form. `route` names the entry, for the type.
 */
export function useActionAnswer<R>(route: R): ActionAnswerOf<R> | undefined {
  void route;
  return useContext(ActionAnswerContext) as ActionAnswerOf<R> | undefined;
}
