import { Tag } from 'lucide-react';
import { PageHeader } from '~/components/layout/PageHeader';
import { PlanGrid } from '~/components/sections/PlanCard';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { ButtonLink } from '~/components/ui/Button';
import { invariantResponse } from '~/lib/http';
import { seo } from '~/lib/seo';
import { isOneOf, serviceSlugs } from '~/content/catalogue';
import { plansForService } from '~/content/plans';
import { site } from '~/content/site';
import { findServiceBySlug } from '~/server/services/service-store';
import type { Route } from './+types/service-detail';

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = await findServiceBySlug(context.services.db, params.endpoint);
  invariantResponse(service);
  const plans = isOneOf(serviceSlugs, service.url) ? plansForService(service.url) : [];
  return { service, plans };
}

export const meta = (args: Route.MetaArgs) => {
  const service = args.data?.service;
  if (!service)
    return seo(args, {
      title: 'Service not found',
      description: 'This service does not exist.',
      noindex: true,
    });
  return seo(args, {
    title: service.title,
    description: service.description,
    image: service.bgImageUrl,
    keywords: service.serviceDetails.tags.join(', '),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: service.description,
        serviceType: service.title,
        provider: { '@type': 'Organization', name: site.name, url: site.website },
        areaServed: ['US', 'GB'],
        ...(args.data?.plans.length
          ? {
              offers: args.data.plans.map((plan) => ({
                '@type': 'Offer',
                name: plan.title,
                price: plan.price,
                priceCurrency: 'USD',
              })),
            }
          : {}),
      },
    ],
  });
};

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { service, plans } = loaderData;
  const details = service.serviceDetails;
  return (
    <>
      <PageHeader title={service.title} intro={service.description} />
      <section className="section" aria-labelledby="overview-heading">
        <div className="container-page">
          <img
            src={details.serviceDetailMainThumb || service.bgImageUrl}
            alt=""
            width={800}
            height={600}
            fetchPriority="high"
            className="aspect-[16/7] w-full rounded-2xl bg-navy-50 object-cover"
          />
          {details.tags.length ? (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
              {details.tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1.5 rounded-pill bg-accent-50 px-3 py-1 text-sm font-medium text-accent-800"
                >
                  <Tag aria-hidden="true" className="size-3.5" />
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <h2 id="overview-heading" className="mt-8 text-3xl sm:text-4xl">
            {details.mainTitle || service.title}
          </h2>
          <div className="mt-6 grid gap-8 text-lg text-muted md:grid-cols-2">
            <p>{details.overviewCol_1}</p>
            <p>{details.overviewCol_2}</p>
          </div>
        </div>
      </section>
      <section className="section bg-surface" aria-labelledby="benefits-heading">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="benefits-heading" className="text-3xl">
              What You Get
            </h2>
            <div
              className="prose-body mt-6"
              dangerouslySetInnerHTML={{ __html: details.benefits }}
            />
          </div>
          <div>
            <h2 className="text-3xl">Our Track Record</h2>
            <ul className="mt-6 space-y-6">
              {details.progressBars.map((bar) => (
                <li key={bar.title}>
                  <div className="flex justify-between text-sm font-semibold text-navy-900">
                    <span aria-hidden="true">{bar.title}</span>
                    <span>{bar.percentage}%</span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={bar.title}
                    aria-valuenow={Number(bar.percentage)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    className="mt-2 h-2.5 overflow-hidden rounded-pill bg-navy-100"
                  >
                    <div
                      className="h-full rounded-pill bg-accent-600"
                      style={{ width: `${bar.percentage}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      {plans.length ? (
        <section className="section" aria-labelledby="plans-heading">
          <div className="container-page">
            <SectionHeading
              id="plans-heading"
              eyebrow="Pricing"
              heading={`${service.title} Plans`}
            />
            <div className="mt-12">
              <PlanGrid plans={plans} />
            </div>
          </div>
        </section>
      ) : null}
      <section className="section bg-surface" aria-labelledby="details-heading">
        <div className="container-page">
          <h2 id="details-heading" className="sr-only">
            About {service.title}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            {[details.serviceDetailThumb1, details.serviceDetailThumb2]
              .filter(Boolean)
              .map((src) => (
                <img
                  key={src}
                  src={src}
                  alt=""
                  width={800}
                  height={520}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-2xl bg-white"
                />
              ))}
          </div>
          <div
            className="prose-body mx-auto mt-12 max-w-3xl"
            dangerouslySetInnerHTML={{ __html: service.longDescription }}
          />
          <div className="mt-10 text-center">
            <ButtonLink to="/contact" size="lg">
              Talk to us about {service.title}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
