import { CalendarCheck, Clock, Send, UsersRound } from 'lucide-react';
import { CircleCheck } from '~/components/ui/sprite';
import { Link } from 'react-router';
import { CardLink } from '~/components/ui/CardLink';
import { PageHero } from '~/components/sections/PageHero';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Honeypot } from '~/components/ui/Honeypot';
import { SubmissionAlert } from '~/components/ui/SubmissionAlert';
import { fieldGrid, NameAndEmailFields, TextField } from '~/components/ui/TextField';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { invariantResponse } from '~/lib/http';
import { originFrom, seo } from '~/lib/seo';
import {
  INQUIRY_FAILURE,
  resourceInquirySchema,
  type ResourceInquiryInput,
} from '~/domain/inquiry';
import {
  findResource,
  resourceHeroButtons,
  resourceInquiryAnchor,
  resourceInquiryHeading,
  resourceInquiryIntro,
  resources,
  type DedicatedResource,
} from '~/content/resources';
import { site } from '~/content/site';
import type { SubmissionResult } from '~/domain/submission';
import { formAction } from '~/server/submissions/submit';
import { inquirySubmission } from '~/server/submissions/inquiry';
import { submitOrFail } from '~/lib/submit-or-fail';
import type { Route } from './+types/dedicated-resource';

/** The quote request form (docs/product.md#inquiry): stored and emailed to the company inbox. */
export async function action({ request, context, params }: Route.ActionArgs) {
  invariantResponse(findResource(params.resourceEndpoint), 'Resource not found');
  return formAction({ request, context }, inquirySubmission);
}

/** With JavaScript, a lost connection or a crash shows the form's failure message in place. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrFail(serverAction, INQUIRY_FAILURE);
}

export function loader({ params }: Route.LoaderArgs) {
  const resource = findResource(params.resourceEndpoint);
  invariantResponse(resource, 'Resource not found');
  const crossPromotion = resource.crossPromotion
    .map((slug) => resources.find((other) => other.slug === slug))
    .filter((other): other is DedicatedResource => other !== undefined)
    .map(({ slug, title, summary, image }) => ({ slug, title, summary, image }));
  return { resource, crossPromotion };
}

export const meta = (args: Route.MetaArgs) => {
  const resource = args.data?.resource;
  if (!resource)
    return seo(args, {
      title: 'Resource not found',
      description: 'This dedicated resource does not exist.',
      noindex: true,
    });
  const origin = originFrom(args.matches);
  const url = `${origin}/dedicatedResources/${resource.slug}`;
  return seo(args, {
    title: `Hire ${resource.title}`,
    description: resource.subHeading,
    image: resource.image,
    keywords: resource.skills.join(', '),
    // /dedicatedResources has no page of its own, so the trail skips it.
    breadcrumbs: false,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: origin },
          { '@type': 'ListItem', position: 2, name: `Hire ${resource.title}`, item: url },
        ],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: `Hire ${resource.title}`,
        serviceType: `Dedicated ${resource.title}`,
        description: resource.subHeading,
        url,
        image: `${origin}${resource.image}`,
        provider: { '@type': 'Organization', name: site.name, url: site.website },
        areaServed: ['US', 'GB'],
      },
    ],
  });
};

export default function DedicatedResourcePage({ loaderData, actionData }: Route.ComponentProps) {
  const { resource, crossPromotion } = loaderData;
  return (
    <>
      <PageHero
        heading={resource.heading}
        subheading={resource.subHeading}
        image={{ src: resource.image, width: 640, height: 480 }}
        buttons={[
          { ...resourceHeroButtons.requestCall, variant: 'primary' },
          { ...resourceHeroButtons.quickQuote, variant: 'light' },
        ]}
        breadcrumbs={[
          { label: 'Home', to: '/' },
          { label: 'Dedicated Resources' },
          { label: resource.title },
        ]}
      />
      <div className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <section aria-labelledby="about-heading" className="max-w-3xl">
            <p className="eyebrow">Dedicated talent</p>
            <h2 id="about-heading" className="mt-2 text-3xl sm:text-4xl">
              About Our {resource.title}
            </h2>
            <div
              className="prose-body mt-4"
              dangerouslySetInnerHTML={{ __html: resource.description }}
            />
          </section>
          <aside aria-labelledby="skills-heading">
            <div className="card p-6 lg:sticky lg:top-24">
              <h2 id="skills-heading" className="text-xl">
                Core Skills
              </h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {resource.skills.map((skill) => (
                  <li key={skill} className="flex gap-2.5">
                    <CircleCheck
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-accent-600"
                    />
                    {skill}
                  </li>
                ))}
              </ul>
              <a
                href={`#${resourceInquiryAnchor}`}
                className={buttonClasses('primary', 'md', 'mt-6 w-full')}
              >
                {resourceHeroButtons.quickQuote.label}
              </a>
            </div>
          </aside>
        </div>
      </div>
      <section
        id={resourceInquiryAnchor}
        aria-labelledby="inquiry-heading"
        className="section bg-surface"
      >
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <div>
            <p className="eyebrow">Quick quote</p>
            <h2 id="inquiry-heading" className="mt-2 text-3xl sm:text-4xl">
              {resourceInquiryHeading(resource)}
            </h2>
            <p className="mt-4 text-lg text-muted">{resourceInquiryIntro}</p>
            <ul className="mt-8 space-y-5">
              {hiringPromises.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-600 text-white shadow-card">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold text-navy-900">{title}</p>
                    <p className="text-sm text-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <ResourceInquiryForm key={resource.slug} resource={resource} actionResult={actionData} />
        </div>
      </section>
      {crossPromotion.length ? (
        <section className="section" aria-labelledby="more-resources-heading">
          <div className="container-page">
            <SectionHeading
              id="more-resources-heading"
              eyebrow="Build your team"
              heading="Complete Your Team"
              intro="Many clients pair their hire with specialists who work well alongside them."
            />
            <ul className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-2">
              {crossPromotion.map((other) => {
                const href = `/dedicatedResources/${other.slug}`;
                return (
                  <li key={other.slug} className="card group flex flex-col overflow-hidden">
                    <div className="bg-navy-900">
                      <img
                        src={other.image}
                        alt=""
                        width={640}
                        height={480}
                        loading="lazy"
                        decoding="async"
                        className="mx-auto aspect-[4/3] h-56 w-auto object-contain sm:h-64"
                      />
                    </div>
                    <div className="flex flex-1 flex-col p-6 sm:p-8">
                      <h3 className="text-xl">
                        <Link to={href} className="hover:text-accent-700">
                          Hire {other.title}
                        </Link>
                      </h3>
                      <p className="mt-3 text-muted">{other.summary}</p>
                      <CardLink to={href} className="self-start pt-6">
                        Learn More
                        <span className="sr-only"> about hiring {other.title}</span>
                      </CardLink>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** What every hire comes with; the same terms as "How hiring works" in each description. */
const hiringPromises = [
  {
    icon: UsersRound,
    title: 'Matching profiles in two working days',
    text: 'You interview the candidates yourself and choose who joins your team.',
  },
  {
    icon: CalendarCheck,
    title: 'Two-week trial period',
    text: 'Most placements start within a week of your decision.',
  },
  {
    icon: Clock,
    title: 'No long-term lock-in',
    text: "Monthly invoicing; scale up, scale down or stop with 30 days' notice.",
  },
];

/** The inquiry form; validated in the browser with the same schema the server will use. */
function ResourceInquiryForm({
  resource,
  actionResult,
}: {
  resource: Pick<DedicatedResource, 'slug'>;
  actionResult: SubmissionResult | undefined;
}) {
  const action = `/dedicatedResources/${resource.slug}`;
  const { form, field, onSubmit, submitting, result } = useSchemaForm({
    schema: resourceInquirySchema,
    defaults: {
      name: '',
      email: '',
      phone: '',
      company: '',
      message: '',
      resource: resource.slug,
      website: '',
    } satisfies ResourceInquiryInput,
    formId: 'inquiry-form',
    action,
    fallback: actionResult,
  });
  const { register } = form;

  return (
    <form
      id="inquiry-form"
      method="post"
      // Without JavaScript the answer opens with the button and the outcome above it in view (the
      // form is taller than a phone's screen).
      action={`${action}#inquiry-send`}
      noValidate
      aria-labelledby="inquiry-heading"
      onSubmit={onSubmit}
      className="card space-y-5 self-start p-6 sm:p-8"
    >
      <p className="text-sm text-muted">Fields marked * are required.</p>
      {/* Its value is in the page too, for a visitor without JavaScript. */}
      <input type="hidden" defaultValue={resource.slug} {...register('resource')} />
      <Honeypot {...register('website')} />
      <div className={fieldGrid}>
        <NameAndEmailFields field={field} labels={['Your name*', 'Your Email*']} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Company" autoComplete="organization" {...field('company')} />
        <TextField
          label="Tell us about the role*"
          hint="The skills you need, how many people you would like to hire and when you would like to start."
          required
          multiline
          rows={6}
          className="sm:col-span-2"
          {...field('message')}
        />
      </div>
      <SubmissionAlert result={result} failureMessage={INQUIRY_FAILURE} />
      <Button
        id="inquiry-send"
        type="submit"
        size="lg"
        disabled={submitting}
        aria-busy={submitting || undefined}
        className="w-full scroll-mt-[60vh] sm:w-auto"
      >
        <Send aria-hidden="true" className="size-4" />
        {submitting ? 'Sending…' : 'Request a Quote'}
      </Button>
    </form>
  );
}
