import { Mail, Phone } from '~/components/ui/sprite';
import { MapPin } from '~/components/ui/sprite';
import { Link, useRouteLoaderData } from 'react-router';
import { footerNav } from '~/content/footer-navigation';
import { site } from '~/content/site';
import type { loader as publicLayoutLoader } from '~/routes/public/layout';
import { Logo } from './Logo';

export default function Footer() {
  const year = new Date().getFullYear();
  // Absent on the error page, which renders outside the public layout.
  const serviceLinks =
    useRouteLoaderData<typeof publicLayoutLoader>('routes/public/layout')?.serviceLinks ?? [];
  return (
    <footer className="on-dark bg-navy-950 text-navy-100">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-5">
          <Link to="/" className="inline-block rounded-lg" aria-label={`${site.name} home`}>
            <Logo tone="light" />
          </Link>
          <p className="max-w-sm text-sm leading-6">{site.description}</p>
          <ul className="space-y-2 text-sm">
            <li>
              <a
                href={`mailto:${site.infoEmail}`}
                className="inline-flex min-h-6 items-center gap-2 hover:text-white"
              >
                <Mail aria-hidden="true" className="size-4" />
                {site.infoEmail}
              </a>
            </li>
            <li>
              <a
                href={site.phoneHref}
                className="inline-flex min-h-6 items-center gap-2 hover:text-white"
              >
                <Phone aria-hidden="true" className="size-4" />
                {site.phone}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" />
              {site.offices.map((o) => o.city).join(' · ')}
            </li>
          </ul>
        </div>
        {footerNav.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {column.heading}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {[...(column.listsServices ? serviceLinks : []), ...column.links].map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-6 items-center hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {site.social.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  // At least 24 × 24 px however short the name ('X'): WCAG 2.2's target size.
                  className="inline-flex min-h-6 min-w-6 items-center justify-center hover:text-white hover:underline"
                >
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
