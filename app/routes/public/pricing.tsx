import { heroArt, PageHero } from '~/components/sections/PageHero';
import { CartToast, PlanGrid } from '~/components/sections/PlanCard';
import { PricingNav } from '~/components/sections/PricingNav';
import { ButtonLink } from '~/components/ui/Button';
import { cx } from '~/lib/cx';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { seo } from '~/lib/seo';
import { formatDollarsPlain } from '~/domain/format';
import { plansByService } from '~/domain/plan';
import { pricingPage } from '~/content/plans';
import { site } from '~/content/site';
import { listPlansOnSale } from '~/server/services/plan-store';
import type { Route } from './+types/pricing';

/** The plans of the active services, grouped by service (docs/product.md#pricing). */
export async function loader({ context }: Route.LoaderArgs) {
  return { groups: plansByService(await listPlansOnSale(context.deps.db)) };
}

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
        itemListElement: (args.data?.groups ?? [])
          .flatMap((group) => group.plans)
          .map((plan) => ({
            '@type': 'Offer',
            name: `${plan.planFor} — ${plan.title}`,
            price: formatDollarsPlain(plan.priceCents),
            priceCurrency: 'USD',
            description: plan.description,
          })),
      },
    ],
  });

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        heading="Pricing Plans"
        subheading={pricingPage.intro}
        image={heroArt('pricing')}
        breadcrumbs
        compact
      />
      <PricingNav groups={loaderData.groups} />
      {loaderData.groups.map((group, index) => (
        <section
          key={group.slug}
          id={group.slug}
          aria-labelledby={`${group.slug}-heading`}
          // Tighter than other sections: the first plan's price is in the first screen.
          className={cx('scroll-mt-16 py-8 sm:py-12', index % 2 === 1 && 'bg-surface')}
        >
          <div className="container-page">
            <SectionHeading
              id={`${group.slug}-heading`}
              eyebrow="Plans for"
              heading={group.heading}
            />
            <div className="mt-4 sm:mt-8">
              <PlanGrid plans={group.plans} label={`Plans for ${group.heading}`} />
            </div>
          </div>
        </section>
      ))}
      <section className="section bg-surface" aria-labelledby="custom-heading">
        <div className="container-page flex flex-col items-center gap-5 text-center">
          <h2 id="custom-heading" className="text-3xl">
            Need something custom?
          </h2>
          <p className="max-w-2xl text-lg text-muted">
            Several services together, a larger team, or a scope that fits none of these plans: tell
            us what you need and we will send a fixed quote within two business days.
          </p>
          <ButtonLink to="/contact" size="lg">
            Talk to us about your project
          </ButtonLink>
        </div>
      </section>
      <CartToast />
    </>
  );
}
