import { Tag } from 'lucide-react';
import { PageHero } from '~/components/sections/PageHero';
import { CartToast, PlanGrid } from '~/components/sections/PlanCard';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { ButtonLink } from '~/components/ui/Button';
import { cx } from '~/lib/cx';
import { formatDollarsPlain, formatMoney } from '~/domain/format';
import { billingLabels } from '~/domain/billing';
import { startingPlan } from '~/domain/starting-plan';
import { invariantResponse } from '~/lib/http';
import { seo } from '~/lib/seo';
import { site } from '~/content/site';
import { htmlToPlainText } from '~/server/blogs/plain-text';
import { listServicePlans } from '~/server/services/plan-store';
import { findServiceBySlug } from '~/server/services/service-store';
import type { Route } from './+types/service-detail';

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = await findServiceBySlug(context.deps.db, params.endpoint);
  invariantResponse(service);
  const plans = await listServicePlans(context.deps.db, service._id);
  // A long description with no words and no picture (an empty editor's `<p><br></p>`) says nothing.
  const longDescription =
    htmlToPlainText(service.longDescription) || /<img\b/i.test(service.longDescription)
      ? service.longDescription
      : '';
  return { service: { ...service, longDescription }, plans };
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
                price: formatDollarsPlain(plan.priceCents),
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
  const overview = [details.overviewCol_1, details.overviewCol_2].filter((text) => text.trim());
  const hasBenefits = details.benefits.trim() !== '';
  const hasRecord = details.progressBars.length > 0;
  // The detail pictures, less the one already shown beside the overview.
  const pictures = [details.serviceDetailThumb1, details.serviceDetailThumb2].filter(
    (src) => src && src !== service.thumbnailImageUrl,
  );
  const hasAbout = pictures.length > 0 || service.longDescription !== '';
  // The wide banner, unless it is the picture the hero already shows.
  const banner =
    details.serviceDetailMainThumb && details.serviceDetailMainThumb !== service.bgImageUrl
      ? details.serviceDetailMainThumb
      : '';
  const hasResults = hasBenefits || hasRecord;
  const from = startingPlan(plans);
  return (
    <>
      {/* A page that sells: what it is, what it starts at and the two ways on, in the first screen. */}
      <PageHero
        heading={service.title}
        subheading={service.description}
        image={{ src: service.bgImageUrl, width: 800, height: 600 }}
        highlight={
          from ? (
            <p data-starting-price="" className="mt-6 flex flex-wrap items-baseline gap-x-2">
              {/* Spaced in the text too, so it reads 'From $499 per month'. */}
              <span className="text-navy-100">From</span>{' '}
              <span className="text-3xl font-bold tracking-tight text-white">
                {formatMoney(from.priceCents)}
              </span>{' '}
              <span className="text-navy-100">{billingLabels[from.billing]}</span>
            </p>
          ) : null
        }
        buttons={[
          ...(plans.length ? [{ label: 'See plans', to: '#plans' }] : []),
          { label: 'Talk to us', to: '/contact', variant: plans.length ? 'light' : 'primary' },
        ]}
        breadcrumbs
      />
      <section className="section" aria-labelledby="overview-heading">
        <div className="container-page">
          {details.tags.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
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
          <div
            className={cx(
              'mt-8 grid items-center gap-10',
              service.thumbnailImageUrl && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]',
            )}
          >
            <div>
              <h2 id="overview-heading" className="text-3xl sm:text-4xl">
                {details.mainTitle || service.title}
              </h2>
              {overview.length ? (
                // The overview's two texts side by side from 768 px, one under the other on a phone.
                <div
                  data-overview=""
                  className={cx(
                    'mt-6 grid gap-6 text-lg text-muted',
                    overview.length > 1 && 'md:grid-cols-2 md:gap-8',
                  )}
                >
                  {overview.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              ) : null}
            </div>
            {/* The Background Image of the dashboard form: beside the overview. */}
            {service.thumbnailImageUrl ? (
              <ImageSlot src={service.thumbnailImageUrl} slot="picture" />
            ) : null}
          </div>
        </div>
      </section>
      {/* The plans straight after the overview: a visitor who has read what it is sees the price. */}
      {plans.length ? (
        <section id="plans" className="section bg-surface" aria-labelledby="plans-heading">
          <div className="container-page">
            <SectionHeading
              id="plans-heading"
              eyebrow="Pricing"
              heading={`${service.title} Plans`}
            />
            <div className="mt-6 sm:mt-10">
              <PlanGrid plans={plans} label={`${service.title} plans`} />
            </div>
          </div>
          <CartToast />
        </section>
      ) : null}
      {/* Each part shows only when the service has it, so a new service has no empty headings. */}
      {banner && !hasResults ? (
        <div className="section container-page">
          <ImageSlot src={banner} slot="banner" />
        </div>
      ) : null}
      {hasResults ? (
        <section className="section" aria-labelledby="benefits-heading">
          {/* The banner heads what the service delivers, away from the hero's picture. */}
          {banner ? (
            <div className="container-page mb-12 sm:mb-16">
              <ImageSlot src={banner} slot="banner" />
            </div>
          ) : null}
          <div
            className={cx(
              'container-page grid gap-12',
              hasBenefits && hasRecord && 'lg:grid-cols-2',
            )}
          >
            {hasBenefits ? (
              <div>
                <h2 id="benefits-heading" className="text-3xl">
                  What You Get
                </h2>
                <div
                  className="prose-body mt-6"
                  dangerouslySetInnerHTML={{ __html: details.benefits }}
                />
              </div>
            ) : null}
            {hasRecord ? (
              <div>
                <h2 id={hasBenefits ? undefined : 'benefits-heading'} className="text-3xl">
                  Our Track Record
                </h2>
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
            ) : null}
          </div>
        </section>
      ) : null}
      <section
        className="section bg-surface"
        aria-labelledby={hasAbout ? 'details-heading' : undefined}
      >
        <div className="container-page">
          {/* Only a section with something to say about the service is headed as one. */}
          {hasAbout ? (
            <h2 id="details-heading" className="sr-only">
              About {service.title}
            </h2>
          ) : null}
          {pictures.length ? (
            <div
              className={cx(
                'mb-12 grid gap-6',
                pictures.length > 1 ? 'sm:grid-cols-2' : 'mx-auto max-w-3xl',
              )}
            >
              {pictures.map((src) => (
                <ImageSlot key={src} src={src} slot="picture" />
              ))}
            </div>
          ) : null}
          {service.longDescription ? (
            <div
              className="prose-body mx-auto max-w-3xl"
              dangerouslySetInnerHTML={{ __html: service.longDescription }}
            />
          ) : null}
          <div className="mt-10 text-center">
            {/* Long service names wrap on phones instead of widening the page. */}
            <ButtonLink
              to="/contact"
              size="lg"
              className="h-auto! max-w-full py-3 text-center whitespace-normal!"
            >
              Talk to us about {service.title}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The service page's image slots (docs/product.md#service-images): a 16:7 banner and 20:13
 * pictures. Artwork drawn at the slot's shape fills it; an uploaded image of another shape is
 * shown whole on a tinted panel, never stretched or cropped.
 */
const slots = {
  banner: { width: 1600, height: 700, className: 'aspect-[16/7]' },
  picture: { width: 800, height: 520, className: 'aspect-[20/13]' },
} as const;

/** Below the hero, whose picture loads first: every slot loads as it nears the screen. */
function ImageSlot({ src, slot }: { src: string; slot: keyof typeof slots }) {
  const { width, height, className } = slots[slot];
  return (
    <div className={cx('overflow-hidden rounded-2xl border border-line bg-navy-50', className)}>
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        data-image-slot={slot}
        className="size-full object-contain"
      />
    </div>
  );
}
