import { heroArt, PageHero } from '~/components/sections/PageHero';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { Testimonials } from '~/components/sections/Testimonials';
import { WhoWeAre } from '~/components/sections/WhoWeAre';
import { ButtonLink } from '~/components/ui/Button';
import { Icon } from '~/components/ui/Icon';
import { seo } from '~/lib/seo';
import {
  aboutHero,
  aboutIntro,
  aboutTestimonials,
  figures,
  mission,
  team,
  teamSection,
  values,
  viewAllServicesLink,
} from '~/content/about';
import type { Route } from './+types/about-us';

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: 'About Us',
    description: aboutHero.subheading,
    image: aboutHero.image,
  });

export default function AboutUsPage() {
  return (
    <>
      <PageHero
        heading="About Us"
        subheading={aboutHero.subheading}
        image={heroArt('about-us')}
        breadcrumbs
      />
      <section className="section" aria-labelledby="about-intro">
        <div className="container-page grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:items-start">
          <div>
            <p className="eyebrow">{aboutIntro.eyebrow}</p>
            <h2 id="about-intro" className="mt-2 text-3xl sm:text-4xl">
              {aboutIntro.heading}
            </h2>
            {aboutIntro.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-5 text-lg text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="grid grid-cols-2 gap-4">
            <dl className="contents">
              {figures.map((figure) => (
                <div key={figure.label} className="card p-6">
                  <dt className="text-sm text-muted">{figure.label}</dt>
                  <dd className="mt-2 text-4xl font-bold tracking-tight text-navy-900">
                    {figure.value}
                    {figure.suffix}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="on-dark col-span-2 rounded-card bg-navy-900 p-6 text-white">
              <h3 className="text-lg">{mission.heading}</h3>
              <p className="mt-2 text-navy-100">{mission.text}</p>
            </div>
          </div>
        </div>
      </section>
      <WhoWeAre />
      <section className="section bg-surface" aria-labelledby="values-heading">
        <div className="container-page">
          <SectionHeading id="values-heading" eyebrow="Our values" heading="How We Work" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value) => (
              <li key={value.title} className="card p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg">{value.title}</h3>
                <p className="mt-2 text-muted">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="team-heading">
        <div className="container-page">
          <SectionHeading
            id="team-heading"
            eyebrow={teamSection.eyebrow}
            heading={teamSection.heading}
            intro={teamSection.intro}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((member) => (
              <li key={member.name} className="card flex gap-4 p-5 sm:flex-col sm:p-6">
                <img
                  src={member.portrait}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="size-20 shrink-0 rounded-full bg-navy-50 sm:size-28"
                />
                <div className="min-w-0">
                  <h3 className="text-lg">{member.name}</h3>
                  <p className="text-sm font-semibold text-accent-700">{member.role}</p>
                  <p className="mt-2 text-muted">{member.bio}</p>
                </div>
              </li>
            ))}
            <li className="on-dark flex flex-col justify-center rounded-card bg-navy-900 p-6 text-white">
              <h3 className="text-lg">{teamSection.hiring.heading}</h3>
              <p className="mt-2 text-navy-100">{teamSection.hiring.text}</p>
              <ButtonLink
                to={teamSection.hiring.link.to}
                variant="light"
                className="mt-5 self-start"
              >
                {teamSection.hiring.link.label}
              </ButtonLink>
            </li>
          </ul>
        </div>
      </section>
      <Testimonials heading={aboutTestimonials.heading} />
      <div className="container-page pb-20 text-center">
        <ButtonLink to={viewAllServicesLink.to} size="lg">
          {viewAllServicesLink.label}
        </ButtonLink>
      </div>
    </>
  );
}
