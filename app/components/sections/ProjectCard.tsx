import { ArrowRight } from '~/components/ui/sprite';
import { Link } from 'react-router';
import { portfolioPage, type Project } from '~/content/projects';
import { cx } from '~/lib/cx';

interface ProjectCardProps {
  project: Project;
  /** Wide screens show the image beside the text instead of above it. */
  layout?: 'stacked' | 'wide';
  /** The card is in the first screen: load its image straight away. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A project teaser: thumbnail, client, title, summary, services and a link to the case study. */
export function ProjectCard({
  project,
  layout = 'stacked',
  priority = false,
  headingLevel: Heading = 'h3',
}: ProjectCardProps) {
  const href = `/projects/${project.slug}`;
  const wide = layout === 'wide';
  return (
    <article
      className={cx(
        'card group flex h-full w-full flex-col overflow-hidden transition-shadow hover:shadow-lift',
        wide && 'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]',
      )}
    >
      <div className={cx('overflow-hidden bg-navy-50', wide && 'lg:h-full')}>
        <img
          src={project.thumbnail}
          alt=""
          width={1200}
          height={800}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          className={cx(
            'aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]',
            wide && 'lg:aspect-auto lg:h-full',
          )}
        />
      </div>
      <div className={cx('flex flex-1 flex-col p-6 sm:p-8', wide && 'lg:justify-center lg:p-10')}>
        <p className="eyebrow">{project.client}</p>
        <Heading className={cx('mt-2', wide ? 'text-2xl sm:text-3xl' : 'text-xl')}>
          <Link to={href} className="hover:text-accent-700">
            {project.title}
          </Link>
        </Heading>
        <p className="mt-3 text-muted">{project.summary}</p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Services delivered">
          {project.services.map((service) => (
            <li
              key={service}
              className="rounded-pill bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800"
            >
              {service}
            </li>
          ))}
        </ul>
        <Link
          to={href}
          className={cx(
            'mt-auto inline-flex items-center gap-1.5 self-start pt-6 font-semibold text-accent-700 hover:text-accent-800',
            wide && 'lg:mt-0 lg:pt-8',
          )}
          aria-label={`${portfolioPage.viewProjectLabel}: ${project.title}`}
        >
          {portfolioPage.viewProjectLabel}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
