import { Home } from '~/components/ui/sprite';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/Button';

/** Where most visitors who mistype an address were going. */
const popular = [
  { label: 'Our services', to: '/services' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Our work', to: '/portfolio' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact us', to: '/contact' },
];

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
        <nav aria-labelledby="not-found-links" className="mt-10 border-t border-line pt-8">
          <h2 id="not-found-links" className="text-base font-semibold text-navy-900">
            Or go straight to
          </h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-x-2 gap-y-2">
            {popular.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-pill border border-line px-4 text-sm font-semibold text-navy-900 hover:border-accent-600 hover:text-accent-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
