import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import type { Loaded } from '~/lib/dashboard-data';

/**
 * A dashboard screen's data while it loads (`fallback`), then the data or its error message
 * (`children`), from a promise a client loader returned without awaiting (~/lib/dashboard-data).
 */
export function Deferred<T>({
  value,
  fallback,
  children,
}: {
  value: Promise<Loaded<T>>;
  fallback: ReactNode;
  children: (loaded: Loaded<T>) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{children}</Await>
    </Suspense>
  );
}
