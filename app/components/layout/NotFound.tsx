import { Home } from 'lucide-react';
import { ButtonLink } from '~/components/ui/Button';

export function NotFound() {
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
      <div className="max-w-xl">
        <p
          className="text-7xl font-bold tracking-tight text-accent-600 sm:text-8xl"
          aria-hidden="true"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl sm:text-4xl">Oops! Page Not Found</h1>
        <p className="mt-4 text-lg text-muted">
          The page you're looking for doesn't exist or has been moved.
        </p>
        <ButtonLink to="/" size="lg" className="mt-8">
          <Home aria-hidden="true" className="size-5" />
          Go Back Home
        </ButtonLink>
      </div>
    </section>
  );
}
