import { PageHeader } from '~/components/layout/PageHeader';
import { CtaBlock } from '~/components/sections/CtaBlock';
import { ProjectCard } from '~/components/sections/ProjectCard';
import { seo } from '~/lib/seo';
import { projects } from '~/content/projects';
import type { Route } from './+types/projects';

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Projects',
    description: 'Selected projects designed, built and launched by ECS Digital.',
  }),
];

export default function ProjectsPage() {
  return (
    <>
      <PageHeader
        title="Projects"
        intro="Selected work we have designed, built and launched for our clients."
      />
      <div className="section pb-0 sm:pb-0">
        <ul className="container-page space-y-10" aria-label="Projects">
          {projects.map((project, index) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                layout="wide"
                headingLevel="h2"
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      </div>
      <CtaBlock />
    </>
  );
}
