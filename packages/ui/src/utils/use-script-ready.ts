import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether the component's script runs: false in the server's HTML and while the page hydrates, true
 * after. Controls that only work with their script (a form's submit button, the mortgage calculator's
 * fields) stay disabled or read-only until then, so nothing pretends to work without JavaScript.
 */
export function useScriptReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
