import { Link } from 'react-router';
import { ArrowRight } from '~/components/ui/sprite';
import type { selectedWork } from '~/content/home';
import type { ProjectResult } from '~/content/projects';

/** What the strip shows of a case study; the loader picks it, so no project data ships as script. */
export interface SelectedWorkItem {
  slug: string;
  title: string;
  client: string;
  service: string;
  thumbnail: string;
  result: ProjectResult;
}

/**
 * 'Selected work', straight after the hero (docs/product.md#home): three case studies with their
 * headline figures, each a link to its case study, and a link to the whole portfolio. Plain links
 * and sized, lazy images: nothing here runs in the browser.
 */
export function SelectedWork({
  copy,
  items,
}: {
  copy: Omit<typeof selectedWork, 'slugs'>;
  items: SelectedWorkItem[];
}) {
  return (
    <section
      className="border-b border-line bg-surface py-12 sm:py-16"
      aria-labelledby="work-heading"
    >
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
          <div className="max-w-2xl">
            <p className="eyebrow">{copy.eyebrow}</p>
            <h2 id="work-heading" className="mt-2 text-3xl sm:text-4xl">
              {copy.heading}
            </h2>
            <p className="mt-3 hidden text-muted sm:block sm:text-lg">{copy.intro}</p>
          </div>
          <Link
            to={copy.portfolioLink.to}
            className="hidden min-h-11 items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-800 md:inline-flex"
          >
            {copy.portfolioLink.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-4 md:mt-10 md:grid-cols-3 md:gap-6">
          {items.map((item) => (
            <li key={item.slug}>
              <article className="group relative grid h-full grid-cols-[6.5rem_1fr] items-center gap-4 rounded-card border border-line bg-white p-3 shadow-card transition-shadow hover:shadow-lift md:grid-cols-1 md:items-start md:gap-0 md:p-0">
                <img
                  src={item.thumbnail}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full rounded-lg border border-line bg-navy-50 object-cover md:rounded-none md:rounded-t-card md:border-0 md:border-b"
                />
                <div className="min-w-0 md:p-6">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="text-3xl font-bold tracking-tight text-accent-700 md:text-5xl">
                      {item.result.value}
                    </span>
                    <span className="text-sm font-medium text-navy-900 md:mt-2 md:block md:w-full md:text-base">
                      {item.result.label}
                    </span>
                  </p>
                  <h3 className="mt-2 text-base md:mt-5 md:text-lg">
                    {/* The whole card is the link's target; its name is the case study's title. */}
                    <Link
                      to={`/projects/${item.slug}`}
                      className="after:absolute after:inset-0 after:rounded-card hover:text-accent-700"
                    >
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-0.5 text-sm text-muted">
                    {item.client} · {item.service}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <Link
          to={copy.portfolioLink.to}
          className="mt-6 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-700 hover:text-accent-800 md:hidden"
        >
          {copy.portfolioLink.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
