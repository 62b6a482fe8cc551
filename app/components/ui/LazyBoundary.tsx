import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '~/lib/use-hydrated';

/** Renders `pending` until the boundary's content has hydrated in the browser, then `ready`. */
function HydrationMark() {
  return <span hidden data-boundary={useHydrated() ? 'ready' : 'pending'} />;
}

/**
 * A Suspense boundary for lazily loaded, server-rendered sections: the server sends their HTML with
 * the page and their code loads after the first paint. The hidden mark shows when that code has
 * arrived and the section responds to input (the e2e helper `waitForHydration` waits for it).
 */
export function LazyBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <HydrationMark />
    </Suspense>
  );
}
