import { lazy, type ReactNode } from 'react';
import { LazyBoundary } from '~/components/ui/LazyBoundary';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

// The footer is its own chunk, loaded lazily (docs/product.md#footer); the server still renders it.
const Footer = lazy(() => import('./Footer'));

export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <LazyBoundary fallback={<div className="min-h-80 bg-navy-950" />}>
        <Footer />
      </LazyBoundary>
    </div>
  );
}
