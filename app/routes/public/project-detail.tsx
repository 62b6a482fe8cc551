import { Building2, ExternalLink, Layers } from 'lucide-react';
import { PageHeader } from '~/components/layout/PageHeader';
import { CtaBlock } from '~/components/sections/CtaBlock';
import { Carousel, gallerySliderSettings } from '~/components/ui/Carousel';
import { buttonClasses } from '~/components/ui/Button';
import { invariantResponse } from '~/lib/http';
import { originFrom, seo } from '~/lib/seo';
import { findProject, portfolioPage } from '~/content/projects';
import { site } from '~/content/site';
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
        creator: { '@type': 'Organization', name: site.name, url: site.website },
        sourceOrganization: { '@type': 'Organization', name: project.client },
      },
    ],
  });
};

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  return (
    <>
      <PageHeader title={project.title} intro={project.summary} />
      <div className="section">
        <div className="container-page">
          <img
            src={project.thumbnail}
            alt={`The ${project.title} for ${project.client} on a laptop and a phone`}
            width={1200}
            height={800}
            loading="eager"
            fetchPriority="high"
            className="mx-auto aspect-[3/2] w-full max-w-5xl rounded-2xl bg-navy-50 object-cover shadow-card"
          />
          <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
            <section aria-labelledby="overview-heading" className="max-w-3xl">
              <p className="eyebrow">Case study</p>
              <h2 id="overview-heading" className="mt-2 text-3xl sm:text-4xl">
                Project Overview
              </h2>
              <div
                className="prose-body mt-4"
                dangerouslySetInnerHTML={{ __html: project.description }}
              />
            </section>
            <aside aria-labelledby="facts-heading">
              <div className="card p-6 lg:sticky lg:top-24">
                <h2 id="facts-heading" className="text-xl">
                  Project Facts
                </h2>
                <dl className="mt-5 space-y-5 text-sm">
                  <div>
                    <dt className="flex items-center gap-2 font-semibold text-muted">
                      <Building2 aria-hidden="true" className="size-4" />
                      Client
                    </dt>
                    <dd className="mt-1 text-base font-medium text-navy-900">{project.client}</dd>
                  </div>
                  <div>
                    <dt className="flex items-center gap-2 font-semibold text-muted">
                      <Layers aria-hidden="true" className="size-4" />
                      Services
                    </dt>
                    <dd className="mt-2">
                      <ul className="flex flex-wrap gap-2">
                        {project.services.map((service) => (
                          <li
                            key={service}
                            className="rounded-pill bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800"
                          >
                            {service}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                </dl>
                <a
                  href={project.liveUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('primary', 'md', 'mt-6 w-full')}
                >
                  {portfolioPage.liveLinkLabel}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </div>
            </aside>
          </div>
        </div>
      </div>
      <div className="section bg-surface">
        <div className="container-page">
          <div className="max-w-3xl">
            <p className="eyebrow">Inside the project</p>
            <h2 className="mt-2 text-3xl sm:text-4xl">Project Gallery</h2>
            <p className="mt-4 text-lg text-muted">
              Key pages of the {project.title.toLowerCase()} as delivered to {project.client}.
            </p>
          </div>
          <Carousel
            label="Project gallery"
            items={project.gallery}
            settings={gallerySliderSettings}
            getKey={(item) => item.image}
            className="-mx-3 mt-10"
            renderItem={(item) => (
              <figure>
                <img
                  src={item.image}
                  alt={`The ${item.label} page`}
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full rounded-xl border border-line bg-white object-cover shadow-card"
                />
                <figcaption className="mt-3 text-center text-sm font-semibold text-navy-900">
                  {item.label}
                </figcaption>
              </figure>
            )}
          />
        </div>
      </div>
      <CtaBlock />
    </>
  );
}
