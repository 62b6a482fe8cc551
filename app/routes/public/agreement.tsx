import { ArrowDown, FileText, ShieldCheck } from 'lucide-react';
import { CircleCheck } from '~/components/ui/sprite';
import { data, Link } from 'react-router';
import { AgreementOrderForm, type SignedForOrder } from '~/components/sections/AgreementOrderForm';
import { LastUpdated } from '~/components/legal/LastUpdated';
import { LegalSections } from '~/components/legal/LegalSections';
import { PageHeader } from '~/components/layout/PageHeader';
import { buttonClasses } from '~/components/ui/Button';
import { seo } from '~/lib/seo';
import {
  agreementIntro,
  agreementSections,
  agreementSidePanel,
  legalUpdatedAt,
} from '~/content/legal';
import { formAction } from '~/server/submissions/submit';
import { agreementSubmission } from '~/server/submissions/agreement';
import { submitOrFail } from '~/lib/submit-or-fail';
import { AGREEMENT_FAILURE } from '~/domain/agreement';
import { findOrderByToken } from '~/server/orders/order-store';
import { orderPagePath } from '~/domain/order-journey';
import type { Route } from './+types/agreement';

/** The signed order: stored with its evidence and emailed to the company and the client. */
export const action = (args: Route.ActionArgs) => formAction(args, agreementSubmission);

/** With JavaScript, a lost connection or a crash shows the form's failure message in place. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrFail(serverAction, AGREEMENT_FAILURE);
}

/**
 * The order an agreement is signed for: the order page's link (`/agreement?order={token}`) carries
 * the order's private token, and the form is then prefilled with the buyer's name and email
 * (docs/product.md#order-page). Nothing else names an order here: an order number, which is
 * sequential, is answered exactly as an unknown token is, so the page reveals nothing about which
 * orders exist. Requests with `order` are rate-limited with the other private links
 * (server/http/invoice-link-guard.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (!params.has('order')) return data({ order: null });
  // The page may show the buyer to whoever holds the link: never kept, never indexed.
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
  const requested = params.get('order')?.trim() ?? '';
  if (!requested) return data({ order: null }, { headers });
  const found = await findOrderByToken(context.deps.db, requested);
  const order: SignedForOrder = found
    ? {
        found: true,
        number: found.orderNumber,
        name: found.name,
        email: found.email,
        page: orderPagePath(found.token),
      }
    : { found: false };
  return data({ order }, { headers });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: 'Agreement',
    description: 'Review the ECS Digital service agreement and place your order.',
    // Opened for an order, the page belongs to whoever holds the link.
    noindex: new URLSearchParams(args.location.search).has('order'),
  }),
];

export default function AgreementPage({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Agreement"
        intro="Review how we handle your information, then sign to place your order."
        variant="compact"
        action={
          // A plain in-page link: the browser scrolls to the form and moves focus to it, with or
          // without JavaScript; the next Tab reaches the form's first field.
          <a href="#order-form" className={buttonClasses('primary', 'md')}>
            Sign now
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        }
      />
      <div className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <article className="max-w-3xl">
            <LastUpdated date={legalUpdatedAt} />
            <p className="mt-6 text-lg leading-8 text-muted">{agreementIntro}</p>
            <div className="mt-10">
              <LegalSections sections={agreementSections} />
            </div>
          </article>
          <aside aria-labelledby="agreement-summary-heading" className="lg:pt-1">
            <div className="card p-6 lg:sticky lg:top-24">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <ShieldCheck aria-hidden="true" className="size-6" />
              </span>
              <h2 id="agreement-summary-heading" className="mt-4 text-xl">
                {agreementSidePanel.heading}
              </h2>
              <ul className="mt-4 space-y-3 text-sm text-ink">
                {agreementSidePanel.points.map((point) => (
                  <li key={point} className="flex gap-2.5">
                    <CircleCheck
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-success-700"
                    />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <ul className="mt-6 space-y-2 border-t border-line pt-5 text-sm font-semibold">
                <li>
                  <Link
                    to="/privacy-policy"
                    className="inline-flex items-center gap-2 text-accent-700 hover:text-accent-800 hover:underline"
                  >
                    <FileText aria-hidden="true" className="size-4" />
                    Privacy Policy
                  </Link>
                </li>
                <li>
                  <Link
                    to="/terms-conditions"
                    className="inline-flex items-center gap-2 text-accent-700 hover:text-accent-800 hover:underline"
                  >
                    <FileText aria-hidden="true" className="size-4" />
                    Terms and Conditions
                  </Link>
                </li>
              </ul>
            </div>
          </aside>
        </div>
      </div>
      <section
        id="order-form"
        // Sign now lands here: focused, so a screen reader reads the form's heading next.
        tabIndex={-1}
        aria-labelledby="order-form-heading"
        className="section border-t border-line bg-surface outline-none"
      >
        <div className="container-page">
          <div className="mx-auto max-w-3xl">
            <p className="eyebrow">Sign and order</p>
            <h2 id="order-form-heading" className="mt-2 text-3xl sm:text-4xl">
              Place Your Order
            </h2>
            {/* A link that names no order gets no form to fill in (AgreementOrderForm). */}
            <p className="mt-4 text-lg text-muted" hidden={loaderData.order?.found === false}>
              To confirm your order, enter your name, phone number and email address, sign in the
              box with your mouse, finger or stylus, and tick to confirm that you have read and
              agree to the terms above. Your signature, the time of signing and the device you used
              are kept with your order as our shared record of this agreement.
            </p>
          </div>
          <AgreementOrderForm actionResult={actionData} order={loaderData.order} />
        </div>
      </section>
    </>
  );
}
