import { Mail, Phone } from 'lucide-react';
import { MapPin } from '~/components/ui/sprite';
import { useEffect, useRef } from 'react';
import { heroArt, PageHero } from '~/components/sections/PageHero';
import { ContactForm } from '~/components/sections/ContactForm';
import { OfficeMap } from '~/components/sections/ContactSection';
import { useSelectedPlan } from '~/lib/cart';
import { seo } from '~/lib/seo';
import { site } from '~/content/site';
import { formAction } from '~/server/submissions/submit';
import { contactSubmission } from '~/server/submissions/contact';
import { submitOrFail } from '~/lib/submit-or-fail';
import { CONTACT_FAILURE } from '~/domain/contact';
import type { Route } from './+types/contact';

/** The contact form posts here, from /contact and from the home page's contact section. */
export const action = (args: Route.ActionArgs) => formAction(args, contactSubmission);

/** With JavaScript, a lost connection or a crash shows the form's failure message in place. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrFail(serverAction, CONTACT_FAILURE);
}

export const meta = (args: Route.MetaArgs) =>
  seo(args, {
    title: 'Contact',
    description: `Contact ${site.name} about your project. Offices in ${site.offices.map((o) => o.city).join(', ')}; we reply within one business day.`,
  });

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const plan = useSelectedPlan();
  const formSection = useRef<HTMLElement>(null);

  // A visitor who picked a plan lands straight on the form itself (on a phone the map stands
  // between the section's heading and the form), at once, since the page itself has just changed.
  useEffect(() => {
    if (!plan) return;
    const section = formSection.current;
    (section?.querySelector('form') ?? section)?.scrollIntoView({
      behavior: 'auto',
      block: 'start',
    });
    // Only on arrival, not when the visitor changes the plan later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <PageHero
        heading="Contact Us"
        subheading="Tell us about your project and we will reply within one business day."
        image={heroArt('contact')}
        breadcrumbs
      />
      <section className="section" aria-labelledby="offices-heading">
        <div className="container-page">
          <h2 id="offices-heading" className="text-3xl sm:text-4xl">
            Our Offices
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {site.offices.map((office) => (
              <li key={office.city} className="card p-6">
                <address className="not-italic">
                  <p className="flex items-center gap-2 text-lg font-semibold text-navy-900">
                    <MapPin aria-hidden="true" className="size-5 text-accent-600" />
                    {office.city}, {office.region}
                  </p>
                  <p className="mt-3 text-muted">
                    {office.street}
                    <br />
                    {office.city} {office.postalCode}
                    <br />
                    {office.country}
                  </p>
                </address>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:gap-8">
            <a
              href={`mailto:${site.infoEmail}`}
              className="inline-flex items-center gap-2 font-semibold text-accent-700 hover:underline"
            >
              <Mail aria-hidden="true" className="size-5" />
              {site.infoEmail}
            </a>
            <a
              href={site.phoneHref}
              className="inline-flex items-center gap-2 font-semibold text-accent-700 hover:underline"
            >
              <Phone aria-hidden="true" className="size-5" />
              {site.phone}
            </a>
          </div>
        </div>
      </section>
      <section
        ref={formSection}
        id="contact-form"
        className="section scroll-mt-24 bg-surface"
        aria-labelledby="contact-form-heading"
      >
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <h2 id="contact-form-heading" className="text-3xl sm:text-4xl">
              Start the Conversation
            </h2>
            <p className="mt-4 text-lg text-muted">
              Share a few details about your business and what you would like to achieve. A member
              of our team will reply personally, usually the same day.
            </p>
            <div className="mt-8">
              <OfficeMap />
            </div>
          </div>
          <ContactForm actionResult={actionData} />
        </div>
      </section>
    </>
  );
}
