import { Link } from 'react-router';
import { KEEP_SCROLL } from '~/components/layout/ScrollToTop';
import { heroArt, PageHero } from '~/components/sections/PageHero';
import { CtaBlock } from '~/components/sections/CtaBlock';
import { ProjectCard } from '~/components/sections/ProjectCard';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { cx } from '~/lib/cx';
import { seo } from '~/lib/seo';
import {
  isProjectService,
  portfolioPage,
  portfolioServices,
  projects,
  projectsForService,
} from '~/content/projects';
import type { ServiceSlug } from '~/content/catalogue';
import type { Route } from './+types/portfolio';

/** `?service=` picks one catalogue service; anything else shows every case study. */
function serviceFilter(request: Request): { service: ServiceSlug | null } {
  const value = new URL(request.url).searchParams.get('service');
  return { service: isProjectService(value) ? value : null };
}

// The server answers the first visit (and every visit without JavaScript); after that the filter
// runs in the browser from the same content, without a round trip (docs/product.md#portfolio-filter).
export const loader = ({ request }: Route.LoaderArgs) => serviceFilter(request);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => serviceFilter(request);

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Portfolio',
    description:
      'Case studies from ECS Digital: custom software, SEO and social media work, with the results each one delivered.',
    // A filtered view repeats the full list; only the full list is indexed.
    noindex: Boolean(args.data?.service),
  }),
];

const filterHref = (service: ServiceSlug | null) =>
  service ? `/portfolio?service=${service}` : '/portfolio';

const caseStudies = (count: number) => `${count} ${count === 1 ? 'case study' : 'case studies'}`;

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const shown = projectsForService(service);
  const filters = [
    { slug: null, title: 'All', count: projects.length },
    ...portfolioServices.map((s) => ({
      slug: s.slug,
      title: s.title,
      count: projectsForService(s.slug).length,
    })),
  ];
  const activeTitle = filters.find((filter) => filter.slug === service)?.title ?? 'All';
  return (
    <>
      <PageHero
        heading="Portfolio"
        subheading={portfolioPage.intro}
        image={heroArt('portfolio')}
        breadcrumbs
      />
      <section className="section pb-0 sm:pb-0" aria-labelledby="portfolio-heading">
        <div className="container-page">
          <SectionHeading
            id="portfolio-heading"
            eyebrow="Case studies"
            heading={portfolioPage.heading}
            intro={portfolioPage.selection}
            align="left"
          />
          <nav aria-label="Filter case studies by service" className="mt-10">
            <ul className="flex flex-wrap gap-2 sm:gap-3">
              {filters.map((filter) => {
                const active = filter.slug === service;
                return (
                  <li key={filter.title}>
                    <Link
                      to={filterHref(filter.slug)}
                      preventScrollReset
                      state={KEEP_SCROLL}
                      aria-current={active ? 'page' : undefined}
                      className={cx(
                        'inline-flex min-h-11 items-center gap-2 rounded-pill border px-4 text-sm font-semibold transition-colors',
                        active
                          ? 'border-navy-900 bg-navy-900 text-white'
                          : 'border-navy-200 bg-white text-navy-900 hover:border-accent-600 hover:text-accent-700',
                      )}
                    >
                      {filter.title}{' '}
                      <span
                        className={cx(
                          'rounded-pill px-2 py-0.5 text-xs',
                          active ? 'bg-white/15 text-white' : 'bg-navy-50 text-navy-700',
                        )}
                      >
                        {filter.count}
                        <span className="sr-only">
                          {' '}
                          {filter.count === 1 ? 'case study' : 'case studies'}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <p role="status" className="mt-6 text-sm font-medium text-muted">
            {service
              ? `Showing ${caseStudies(shown.length)} in ${activeTitle}`
              : `Showing all ${caseStudies(shown.length)}`}
          </p>
          <ul className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3" aria-label="Case studies">
            {shown.map((project) => (
              <li key={project.slug} className="flex">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBlock />
    </>
  );
}
