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

/**
 * Marks a control only scripts can work (`data-needs-scripts`). Without JavaScript it is not shown
 * (app/lib/without-scripts.ts); with it, it keeps its place but is only shown once `ready` (its
 * component has hydrated, or its engine has started: app.css), so a tap while the page's scripts
 * are still on their way never lands on a control that would ignore it.
 */
export const needsScripts = (ready: boolean) => ({
  'data-needs-scripts': ready ? 'ready' : 'waiting',
});
