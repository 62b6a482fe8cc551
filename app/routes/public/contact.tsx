import { Mail, Phone } from 'lucide-react';
import { Check, MapPin } from '~/components/ui/sprite';
import { useEffect, useRef } from 'react';
import { heroArt, PageHero } from '~/components/sections/PageHero';
import { ContactForm } from '~/components/sections/ContactForm';
import { OfficeMap } from '~/components/sections/ContactSection';
import { useNavigate } from 'react-router';
import { KEEP_SCROLL } from '~/components/layout/ScrollToTop';
import { MAX_INTEGER_COLUMN } from '~/domain/fields';
import { selectedPlanFrom, selectedPlanStore, useSelectedPlan } from '~/lib/selected-plan';
import { findPlanOnSale } from '~/server/services/plan-store';
import { seo } from '~/lib/seo';
import { site } from '~/content/site';
import { formAction } from '~/server/submissions/submit';
import { contactSubmission } from '~/server/submissions/contact';
import { submitOrFail } from '~/lib/submit-or-fail';
import { CONTACT_FAILURE } from '~/domain/contact';
import type { Route } from './+types/contact';

/**
 * A plan named in the link (`?plan={id}`: Buy Now without JavaScript) is shown on the form when it
 * is on sale; anything else in the link is ignored (docs/product.md#selected-plan).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const planId = Number(new URL(request.url).searchParams.get('plan') ?? '');
  const plan =
    Number.isInteger(planId) && planId > 0 && planId <= MAX_INTEGER_COLUMN
      ? await findPlanOnSale(context.deps.db, planId)
      : undefined;
  return { linkedPlan: plan ? selectedPlanFrom(plan) : null };
}

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

/** What a visitor can count on once the message is sent. */
const contactPromises = [
  'A personal reply within one business day',
  'A fixed quote within two business days once the scope is clear',
  'Your details are used to answer you, never shared or sold',
];

export default function ContactPage({ actionData, loaderData }: Route.ComponentProps) {
  const { linkedPlan } = loaderData;
  const plan = useSelectedPlan() ?? linkedPlan;
  const formSection = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  // Once scripts run, a plan from the link becomes the selected plan, as Buy Now makes it with
  // scripts, and the link loses it: Clear then works as it does for any selected plan.
  useEffect(() => {
    if (!linkedPlan || actionData?.ok) return;
    selectedPlanStore.set(linkedPlan);
    void navigate(
      { search: '', hash: window.location.hash },
      // The visitor stays at the form.
      { replace: true, preventScrollReset: true, state: KEEP_SCROLL },
    );
  }, [linkedPlan, actionData, navigate]);

  // A visitor who picked a plan lands straight on the form itself, at once, since the page itself
  // has just changed.
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
        compact
      />
      {/* The form comes first; where to find us follows it. */}
      <section
        ref={formSection}
        id="contact-form"
        className="scroll-mt-24 bg-surface py-8 sm:py-12 lg:py-14"
        aria-labelledby="contact-form-heading"
      >
        <div className="container-page grid gap-6 lg:grid-cols-[1fr_1.4fr] lg:gap-12">
          <div>
            <h2 id="contact-form-heading" className="text-2xl sm:text-3xl lg:text-4xl">
              Start the Conversation
            </h2>
            <p className="mt-3 text-muted sm:text-lg lg:mt-4">
              Share a few details about your business and what you would like to achieve. A member
              of our team will reply personally, usually the same day.
            </p>
            {/* Beside the form on a laptop, where there is room: what happens after sending. */}
            <ul className="mt-8 hidden space-y-3 text-navy-900 lg:block">
              {contactPromises.map((promise) => (
                <li key={promise} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
          <ContactForm actionResult={actionData} linkedPlan={linkedPlan} />
        </div>
      </section>
      <section className="section" aria-labelledby="offices-heading">
        <div className="container-page">
          <h2 id="offices-heading" className="text-3xl sm:text-4xl">
            Our Offices
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-[1.3fr_1fr] lg:gap-8">
            <OfficeMap className="lg:order-last" />
            <div>
              <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
                {site.offices.map((office) => (
                  <li key={office.city} className="card p-5">
                    <address className="not-italic">
                      <p className="flex items-center gap-2 text-lg font-semibold text-navy-900">
                        <MapPin aria-hidden="true" className="size-5 text-accent-600" />
                        {office.city}, {office.region}
                      </p>
                      <p className="mt-2 text-muted">
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
                <ContactLink href={`mailto:${site.infoEmail}`} icon={Mail}>
                  {site.infoEmail}
                </ContactLink>
                <ContactLink href={site.phoneHref} icon={Phone}>
                  {site.phone}
                </ContactLink>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

function ContactLink({
  href,
  icon: IconComponent,
  children,
}: {
  href: string;
  icon: typeof Mail;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      className="inline-flex min-h-6 items-center gap-2 font-semibold text-accent-700 hover:underline"
    >
      <IconComponent aria-hidden="true" className="size-5" />
      {children}
    </a>
  );
}
