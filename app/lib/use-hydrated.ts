import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False during server rendering and hydration, true once this component runs in the browser.
 * Forms mark themselves with `data-ready` from it, so nothing (tests included) interacts with a
 * server-rendered form whose handlers are not attached yet.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
