import { Quote } from 'lucide-react';
import { PageHeader } from '~/components/layout/PageHeader';
import { CtaBlock } from '~/components/sections/CtaBlock';
import { ProjectCard, ServiceTags } from '~/components/sections/ProjectCard';
import { ProjectGallery } from '~/components/sections/ProjectGallery';
import { invariantResponse } from '~/lib/http';
import { originFrom, seo } from '~/lib/seo';
import {
  findProject,
  projectDomain,
  projectServiceTitles,
  relatedProjects,
  type Project,
} from '~/content/projects';
import { site } from '~/content/site';
import { BreakableAddress } from '~/documents/BreakableAddress';
import type { Route } from './+types/project-detail';

export function loader({ params }: Route.LoaderArgs) {
  const project = findProject(params.projectEndpoint);
  invariantResponse(project, 'Project not found');
  return { project };
}

export const meta = (args: Route.MetaArgs) => {
  const project = args.data?.project;
  if (!project)
    return seo(args, {
      title: 'Project not found',
      description: 'This project does not exist.',
      noindex: true,
    });
  const origin = originFrom(args.matches);
  return seo(args, {
    title: project.title,
    description: project.summary,
    image: project.thumbnail,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CreativeWork',
        name: project.title,
        description: project.summary,
        url: `${origin}/projects/${project.slug}`,
        image: `${origin}${project.thumbnail}`,
        dateCreated: String(project.year),
        about: projectServiceTitles(project),
        creator: { '@type': 'Organization', name: site.name, url: site.website },
        sourceOrganization: { '@type': 'Organization', name: project.client },
      },
    ],
  });
};

/** Client, services, industry, year and website (docs/product.md#project-detail). */
function ProjectFacts({ project }: { project: Project }) {
  const facts = [
    { term: 'Client', detail: project.client },
    { term: 'Year', detail: String(project.year) },
    { term: 'Industry', detail: project.industry },
    // The clients are fictional: the address is shown, never linked (docs/product.md#project-detail).
    { term: 'Website', detail: <BreakableAddress address={projectDomain(project)} /> },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-5 sm:gap-x-8 lg:grid-cols-[repeat(4,auto)_minmax(0,1.6fr)]">
      {facts.map((fact) => (
        <div key={fact.term} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{fact.term}</dt>
          <dd className="mt-1 font-semibold break-words text-navy-900">{fact.detail}</dd>
        </div>
      ))}
      <div className="col-span-2 lg:col-span-1">
        <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Services</dt>
        <dd className="mt-2">
          <ServiceTags project={project} />
        </dd>
      </div>
    </dl>
  );
}

/** The project's cover: beside the title on a wide screen, after the figures on a phone. */
function ProjectCover({
  project,
  className,
  fetchPriority,
}: {
  project: Project;
  className: string;
  fetchPriority?: 'high';
}) {
  return (
    <img
      src={project.thumbnail}
      alt={project.coverAlt}
      width={1200}
      height={800}
      loading="eager"
      fetchPriority={fetchPriority}
      className={`aspect-[3/2] w-full rounded-2xl bg-navy-50 object-cover ${className}`}
    />
  );
}

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  const more = relatedProjects(project);
  return (
    <>
      <PageHeader
        title={project.title}
        intro={project.summary}
        aside={
          // On a wide screen the cover fills the header's right half; below that it follows the
          // figures, so a phone reaches the facts first.
          <ProjectCover
            project={project}
            fetchPriority="high"
            className="hidden shadow-lift ring-1 ring-white/15 lg:block"
          />
        }
      />
      <section className="section pb-0 sm:pb-0" aria-labelledby="results-heading">
        <div className="container-page">
          <ProjectFacts project={project} />
          <h2 id="results-heading" className="sr-only">
            Results at a glance
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-3">
            {project.results.map((result) => (
              <li
                key={result.label}
                className="rounded-card border border-line bg-gradient-to-br from-accent-50 to-white p-6 sm:p-8"
              >
                <p className="text-5xl font-bold tracking-tight whitespace-nowrap text-accent-700 sm:text-[clamp(2rem,5vw,3.75rem)]">
                  {result.value}
                </p>
                <p className="mt-3 font-medium text-navy-900">{result.label}</p>
              </li>
            ))}
          </ul>
          <ProjectCover
            project={project}
            className="mx-auto mt-12 max-w-5xl shadow-card lg:hidden"
          />
        </div>
      </section>
      <div className="section">
        <div className="container-page grid gap-12 lg:grid-cols-3 lg:gap-10">
          <section aria-labelledby="challenge-heading">
            <p className="eyebrow">01</p>
            <h2 id="challenge-heading" className="mt-2 text-2xl sm:text-3xl">
              The Challenge
            </h2>
            <p className="mt-4 text-lg text-muted">{project.challenge}</p>
          </section>
          <section aria-labelledby="approach-heading">
            <p className="eyebrow">02</p>
            <h2 id="approach-heading" className="mt-2 text-2xl sm:text-3xl">
              Our Approach
            </h2>
            <p className="mt-4 text-lg text-muted">{project.approach}</p>
            <ul className="mt-6 space-y-3">
              {project.deliverables.map((item) => (
                <li key={item} className="flex gap-3 text-navy-900">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-2 shrink-0 rounded-full bg-accent-600"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="outcome-heading">
            <p className="eyebrow">03</p>
            <h2 id="outcome-heading" className="mt-2 text-2xl sm:text-3xl">
              The Results
            </h2>
            <p className="mt-4 text-lg text-muted">{project.outcome}</p>
          </section>
        </div>
      </div>
      {/* Not a region of its own: the carousel inside is the 'Project gallery' region. */}
      <div className="section bg-surface">
        <div className="container-page">
          <div className="max-w-3xl">
            <p className="eyebrow">Inside the project</p>
            <h2 className="mt-2 text-3xl sm:text-4xl">Project Gallery</h2>
            <p className="mt-4 text-lg text-muted">
              Five screens from the work we delivered to {project.client}.
            </p>
          </div>
          <ProjectGallery project={project} />
        </div>
      </div>
      <section className="section" aria-labelledby="quote-heading">
        <div className="container-page">
          <h2 id="quote-heading" className="sr-only">
            What {project.client} says
          </h2>
          <figure className="on-dark relative mx-auto max-w-4xl overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-white sm:px-14 sm:py-16">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(30rem_16rem_at_100%_0%,rgb(109_94_252/0.35),transparent)]"
            />
            <Quote aria-hidden="true" className="relative size-10 text-accent-300" />
            <blockquote className="relative mt-6 text-xl leading-relaxed font-medium sm:text-2xl">
              <p>{project.quote.text}</p>
            </blockquote>
            <figcaption className="relative mt-8">
              <span className="block font-semibold">{project.quote.name}</span>
              <span className="block text-navy-100">{project.quote.role}</span>
            </figcaption>
          </figure>
        </div>
      </section>
      <section className="section bg-surface" aria-labelledby="more-heading">
        <div className="container-page">
          <p className="eyebrow">Keep reading</p>
          <h2 id="more-heading" className="mt-2 text-3xl sm:text-4xl">
            More Case Studies
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-2">
            {more.map((other) => (
              <li key={other.slug} className="flex">
                <ProjectCard project={other} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBlock
        heading={`Want Results Like ${project.client}?`}
        text="Tell us where your business is stuck, and we will give you an honest view of what would move the numbers and what it would cost."
      />
    </>
  );
}
