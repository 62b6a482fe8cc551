import { heroArt, PageHero } from '~/components/sections/PageHero';
import { CtaBlock } from '~/components/sections/CtaBlock';
import { ProjectCard } from '~/components/sections/ProjectCard';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { seo } from '~/lib/seo';
import { portfolioPage, projects } from '~/content/projects';
import type { Route } from './+types/portfolio';

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Portfolio',
    description: 'The ECS Digital portfolio of websites, platforms and campaigns.',
  }),
];

export default function PortfolioPage() {
  const [featured, ...rest] = projects;
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
            align="left"
          />
          {featured ? (
            <div className="mt-12">
              <ProjectCard project={featured} layout="wide" priority />
            </div>
          ) : null}
          {rest.length ? (
            <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {rest.map((project) => (
                <li key={project.id} className="flex">
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
      <CtaBlock />
    </>
  );
}
