import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while prerendering and hydrating (the server's snapshot), true afterwards: a prerendered page renders
 * what only the browser can fetch once it has taken over the markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
