import { PageHeader } from '~/components/layout/PageHeader';
import { PlanGrid } from '~/components/sections/PlanCard';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { seo } from '~/lib/seo';
import { plans, plansForService, pricingPage } from '~/content/plans';
import { site } from '~/content/site';
import type { Route } from './+types/pricing';

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: 'Pricing',
    description:
      'Compare ECS Digital plans for social media marketing, software solutions and SEO analysis: fixed prices, clear features, no surprises.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'OfferCatalog',
        name: `${site.name} pricing`,
        itemListElement: plans.map((plan) => ({
          '@type': 'Offer',
          name: `${plan.planFor} — ${plan.title}`,
          price: plan.price,
          priceCurrency: 'USD',
          description: plan.description,
        })),
      },
    ],
  });

export default function PricingPage() {
  return (
    <>
      <PageHeader title="Pricing Plans" intro={pricingPage.intro} />
      {pricingPage.groups.map((group, index) => (
        <section
          key={group.slug}
          id={group.slug}
          aria-labelledby={`${group.slug}-heading`}
          className={index % 2 === 1 ? 'section bg-surface' : 'section'}
        >
          <div className="container-page">
            <SectionHeading
              id={`${group.slug}-heading`}
              eyebrow="Plans for"
              heading={group.heading}
            />
            <div className="mt-12">
              <PlanGrid plans={plansForService(group.slug)} />
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
