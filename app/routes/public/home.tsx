import { HomeHero } from '~/components/sections/HomeHero';
import { SectionHeading } from '~/components/sections/SectionHeading';
import type { SelectedWorkItem } from '~/components/sections/SelectedWork';
import { ServiceGrid, toServiceCard } from '~/components/sections/ServiceGrid';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { LazyBoundary } from '~/components/ui/LazyBoundary';
import { seo } from '~/lib/seo';
import { faqs } from '~/content/faqs';
import { serviceTitles } from '~/content/catalogue';
import { blogSection, homeHero, selectedWork, servicesSection } from '~/content/home';
import { findProject } from '~/content/projects';
import { site } from '~/content/site';
import { listPublicBlogs } from '~/server/blogs/blog-reads';
import { listServices } from '~/server/services/service-store';
import { toCardData } from '~/components/sections/BlogCard';
import { ButtonLink } from '~/components/ui/Button';
import type { Route } from './+types/home';

// Below the fold and interactive: the server renders them with the page, and their code (forms,
// accordion, tabs, logos) loads as they near the screen (LazyBoundary), not before.
// The selected-work strip is plain links and images: its HTML comes with the page and its code
// arrives with the rest, so the first visit downloads no more script than before.
const SelectedWork = lazy(() =>
  import('~/components/sections/SelectedWork').then((m) => ({ default: m.SelectedWork })),
);
const ClientsSlider = lazy(() =>
  import('~/components/sections/ClientsSlider').then((m) => ({ default: m.ClientsSlider })),
);
const Testimonials = lazy(() =>
  import('~/components/sections/Testimonials').then((m) => ({ default: m.Testimonials })),
);
const Faq = lazy(() => import('~/components/sections/Faq').then((m) => ({ default: m.Faq })));
const ContactSection = lazy(() =>
  import('~/components/sections/ContactSection').then((m) => ({ default: m.ContactSection })),
);
const Technologies = lazy(() =>
  import('~/components/sections/Technologies').then((m) => ({ default: m.Technologies })),
);
// Below the fold and static: their HTML comes with the page; their code is not needed to read it.
const WhoWeAre = lazy(() =>
  import('~/components/sections/WhoWeAre').then((m) => ({ default: m.WhoWeAre })),
);
const Features = lazy(() =>
  import('~/components/sections/Features').then((m) => ({ default: m.Features })),
);
const BlogGrid = lazy(() =>
  import('~/components/sections/BlogCard').then((m) => ({ default: m.BlogGrid })),
);
const WorkProcess = lazy(() =>
  import('~/components/sections/WorkProcess').then((m) => ({ default: m.WorkProcess })),
);
// Shown only right after checkout, which has already loaded its code.
const OrderPlacedNotice = lazy(() =>
  import('~/components/sections/OrderPlacedNotice').then((m) => ({
    default: m.OrderPlacedNotice,
  })),
);

/** The order confirmation, when the visitor arrives from checkout (docs/product.md#order-confirmation). */
function OrderNotice() {
  const state = useLocation().state as { orderPlaced?: unknown } | null;
  if (!state?.orderPlaced) return null;
  return (
    <Suspense fallback={null}>
      <OrderPlacedNotice />
    </Suspense>
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.deps;
  const [services, latest] = await Promise.all([
    listServices(db, { activeOnly: true }),
    listPublicBlogs(db, { page: 1, limit: 3 }),
  ]);
  // The case studies are picked here, on the server, so the page's script carries none of them.
  const work = selectedWork.slugs.map((slug) => {
    const project = findProject(slug);
    if (!project) throw new Error(`Selected work names an unknown case study: ${slug}`);
    const { title, client, thumbnail, results, services } = project;
    return {
      slug,
      title,
      client,
      thumbnail,
      service: serviceTitles[services[0]!],
      result: results[0],
    } satisfies SelectedWorkItem;
  });
  const { slugs: _slugs, ...workCopy } = selectedWork;
  return {
    services: services.map(toServiceCard),
    blogs: latest.blogs.map(toCardData),
    work: { copy: workCopy, items: work },
    // Read by `meta`; built here so the questions travel with the page, not in its script.
    faqPage: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  };
}

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: site.name,
    description: site.description,
    jsonLd: args.loaderData ? [args.loaderData.faqPage] : [],
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <OrderNotice />
      <HomeHero hero={homeHero} />
      <LazyBoundary fallback={<div className="min-h-[34rem] bg-surface md:min-h-[40rem]" />}>
        <SelectedWork copy={loaderData.work.copy} items={loaderData.work.items} />
      </LazyBoundary>
      <section className="section" aria-labelledby="services-heading">
        <div className="container-page">
          <SectionHeading
            id="services-heading"
            eyebrow="What we do"
            heading={servicesSection.heading}
            intro={servicesSection.intro(loaderData.services.length)}
          />
          <div className="mt-12">
            <ServiceGrid services={loaderData.services} />
          </div>
        </div>
      </section>
      <LazyBoundary fallback={<div className="min-h-[26rem]" />}>
        <ClientsSlider />
      </LazyBoundary>
      <LazyBoundary fallback={<div className="min-h-[40rem]" />}>
        <WhoWeAre />
      </LazyBoundary>
      <LazyBoundary fallback={<div className="min-h-[72rem]" />}>
        <Features />
        <WorkProcess />
      </LazyBoundary>
      <LazyBoundary fallback={<div className="min-h-[36rem]" />}>
        <Testimonials />
        <Technologies />
      </LazyBoundary>
      {loaderData.blogs.length ? (
        <section className="section" aria-labelledby="blog-heading">
          <div className="container-page">
            <SectionHeading
              id="blog-heading"
              eyebrow="Blog"
              heading={blogSection.heading}
              intro={blogSection.intro}
            />
            <div className="mt-12">
              <LazyBoundary fallback={<div className="min-h-[28rem]" />}>
                <BlogGrid blogs={loaderData.blogs} />
              </LazyBoundary>
            </div>
            <div className="mt-10 text-center">
              <ButtonLink to="/blog" variant="outline">
                View all articles
              </ButtonLink>
            </div>
          </div>
        </section>
      ) : null}
      <LazyBoundary fallback={<div className="min-h-[80rem]" />}>
        <Faq />
        <ContactSection />
      </LazyBoundary>
    </>
  );
}
