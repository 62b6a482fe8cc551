import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { CardLink } from '~/components/ui/CardLink';
import { portfolioPage, projectServiceTitles, type Project } from '~/content/projects';
import { cx } from '~/lib/cx';

interface ProjectCardProps {
  project: Project;
  /** The card is in the first screen: load its image straight away. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * A case-study teaser (docs/product.md#portfolio): thumbnail, client, title, services and the
 * headline result, linking to the case study.
 */
export function ProjectCard({
  project,
  priority = false,
  headingLevel: Heading = 'h3',
  className,
}: ProjectCardProps) {
  const href = `/projects/${project.slug}`;
  const [headline] = project.results;
  return (
    <article
      className={cx(
        'card group relative flex h-full w-full flex-col overflow-hidden transition-shadow hover:shadow-lift',
        className,
      )}
    >
      <div className="overflow-hidden border-b border-line bg-navy-50">
        <img
          src={project.thumbnail}
          alt=""
          width={1200}
          height={800}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="eyebrow">{project.client}</p>
        <Heading className="mt-2 text-xl">
          <Link to={href} className="hover:text-accent-700">
            {project.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted">
          {project.industry} · {project.year}
        </p>
        <p className="mt-3 text-muted">{project.summary}</p>
        <p className="mt-5 flex items-baseline gap-3 rounded-xl bg-surface px-4 py-3">
          {/* A figure such as "2 h" reads as one word: it never breaks over two lines. */}
          <span className="shrink-0 text-3xl font-bold tracking-tight whitespace-nowrap text-accent-700">
            {headline.value}
          </span>
          <span className="text-sm font-medium text-navy-900">{headline.label}</span>
        </p>
        <ServiceTags project={project} className="mt-5" aria-label="Services delivered" />
        <CardLink
          to={href}
          className="min-h-6 self-start pt-6"
          aria-label={`${portfolioPage.viewProjectLabel}: ${project.title}`}
        >
          {portfolioPage.viewProjectLabel}
        </CardLink>
      </div>
    </article>
  );
}

/** The services a project delivered, as small tags. */
export function ServiceTags({
  project,
  className = '',
  ...rest
}: { project: Project; className?: string } & Pick<ComponentProps<'ul'>, 'aria-label'>) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} {...rest}>
      {projectServiceTitles(project).map((service) => (
        <li
          key={service}
          className="rounded-pill bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800"
        >
          {service}
        </li>
      ))}
    </ul>
  );
}
