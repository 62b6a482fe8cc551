import { heroArt, PageHero } from '~/components/sections/PageHero';
import { CtaBlock } from '~/components/sections/CtaBlock';
import { ServiceGrid, toServiceCard } from '~/components/sections/ServiceGrid';
import { WorkProcess } from '~/components/sections/WorkProcess';
import { ButtonLink } from '~/components/ui/Button';
import { seo } from '~/lib/seo';
import { servicesPage } from '~/content/services';
import { listServices } from '~/server/services/service-store';
import type { Route } from './+types/services';

export async function loader({ context }: Route.LoaderArgs) {
  const services = await listServices(context.deps.db, { activeOnly: true });
  return { services: services.map(toServiceCard) };
}

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: 'Services',
    description: servicesPage.intro(args.data?.services.length ?? 0),
  });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        heading="Our Services"
        subheading={servicesPage.intro(loaderData.services.length)}
        image={heroArt('services')}
        breadcrumbs
      />
      <section className="section" aria-labelledby="services-list-heading">
        <div className="container-page">
          <h2 id="services-list-heading" className="sr-only">
            {servicesPage.heading}
          </h2>
          <ServiceGrid services={loaderData.services} />
          <div className="mt-14 flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-10 text-center">
            <p className="text-lg font-semibold text-navy-900">
              Developers, designers and marketers: we are hiring.
            </p>
            <ButtonLink to={servicesPage.joinTeam.to} size="lg">
              {servicesPage.joinTeam.label}
            </ButtonLink>
          </div>
        </div>
      </section>
      <WorkProcess />
      <CtaBlock />
    </>
  );
}
