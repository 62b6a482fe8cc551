import { Features } from '~/components/sections/Features';
import { HomeHero } from '~/components/sections/HomeHero';
import { OrderPlacedNotice } from '~/components/sections/OrderPlacedNotice';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { ServiceGrid, toServiceCard } from '~/components/sections/ServiceGrid';
import { WhoWeAre } from '~/components/sections/WhoWeAre';
import { WorkProcess } from '~/components/sections/WorkProcess';
import { lazy } from 'react';
import { LazyBoundary } from '~/components/ui/LazyBoundary';
import { seo } from '~/lib/seo';
import { faqs } from '~/content/faqs';
import { blogSection, homeHero, servicesSection } from '~/content/home';
import { site } from '~/content/site';
import { listPublicBlogs } from '~/server/blogs/blog-store';
import { listServices } from '~/server/services/service-store';
import { BlogGrid, toCardData } from '~/components/sections/BlogCard';
import { ButtonLink } from '~/components/ui/Button';
import type { Route } from './+types/home';

// Below the fold and interactive: the server renders them with the page, and their code (forms,
// accordion, tabs, logos) loads after the first paint instead of before it.
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

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [services, latest] = await Promise.all([
    listServices(db, { activeOnly: true }),
    listPublicBlogs(db, { page: 1, limit: 3 }),
  ]);
  return { services: services.map(toServiceCard), blogs: latest.blogs.map(toCardData) };
}

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: site.name,
    description: site.description,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqs.map((faq) => ({
          '@type': 'Question',
          name: faq.question,
          acceptedAnswer: { '@type': 'Answer', text: faq.answer },
        })),
      },
    ],
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <OrderPlacedNotice />
      <HomeHero hero={homeHero} />
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
      <WhoWeAre />
      <Features />
      <WorkProcess />
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
              <BlogGrid blogs={loaderData.blogs} />
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
