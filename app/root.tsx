import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { PublicShell } from './components/layout/PublicShell';
import { ButtonLink } from './components/ui/Button';
import { spriteUrl } from './components/ui/sprite';
import { unlessOnlyQueryChanged } from './lib/http';
import interFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import stylesheet from './app.css?url';
import { withoutScriptsCss } from '~/lib/without-scripts';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // Every page draws its icons from the sprite: fetched with the stylesheet, not after it.
  { rel: 'preload', href: spriteUrl, as: 'image', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'ECS Digital Blog', href: '/rss.xml' },
];

export function loader({ context }: Route.LoaderArgs) {
  // The release is shown in the dashboard's sidebar, so staff can tell operators what they run.
  return {
    nonce: context.nonce,
    origin: context.deps.publicUrl,
    release: context.deps.release,
  };
}

export const shouldRevalidate = unlessOnlyQueryChanged;

export function Layout({ children }: { children: ReactNode }) {
  // The nonce is read from the loader on the server; on the client it is never needed again.
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  useEffect(() => {
    // Marks the document as interactive, on every page and on the error pages alike; tests,
    // styles and the lazy sections (LazyBoundary) rely on it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b3f" />
        <Meta />
        {/* React places a stylesheet with a precedence ahead of the module preloads it hoists:
            the stylesheet blocks rendering, the scripts do not. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        <noscript>
          <style>{withoutScriptsCss}</style>
        </noscript>
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// A page that is not there is rare: its code loads only when one is shown.
const NotFound = lazy(() =>
  import('./components/layout/NotFound').then((m) => ({ default: m.NotFound })),
);

/** The one error boundary: a 404 shows the not-found page, anything else a calm apology. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicShell>
        <title>Page not found | ECS Digital</title>
        <meta name="robots" content="noindex" />
        <Suspense fallback={<div className="min-h-[60vh]" />}>
          <NotFound />
        </Suspense>
      </PublicShell>
    );
  }
  return (
    <PublicShell>
      <title>Something went wrong | ECS Digital</title>
      <section className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
        <div className="max-w-xl">
          <h1 className="text-3xl sm:text-4xl">Something went wrong</h1>
          <p className="mt-4 text-lg text-muted">
            We could not show this page just now. Please try again in a moment, or go back to the
            home page.
          </p>
          <ButtonLink to="/" size="lg" className="mt-8">
            Go Back Home
          </ButtonLink>
        </div>
      </section>
    </PublicShell>
  );
}
