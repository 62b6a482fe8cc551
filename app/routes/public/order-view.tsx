import { Download, FileSignature, FileText, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '~/components/layout/PageHeader';
import { OrderTimeline } from '~/components/order/OrderTimeline';
import { Alert } from '~/components/ui/Alert';
import { buttonClasses } from '~/components/ui/Button';
import { BankTransferDetails } from '~/components/invoice/BankTransferDetails';
import { site } from '~/content/site';
import { unreachable } from '~/domain/exhaustive';
import { formatDate, formatMoney } from '~/domain/format';
import { formatInvoiceNumber } from '~/domain/document-numbers';
import {
  invoiceLinkPath,
  invoicePdfPath,
  invoiceStanding,
  invoiceStatusLabels,
} from '~/domain/invoice-status';
import { orderTotalLines } from '~/domain/order';
import { agreementPdfPath, orderAgreementPath } from '~/domain/order-journey';
import { billingLabels } from '~/domain/plan';
import { invariantResponse } from '~/lib/http';
import { seo } from '~/lib/seo';
import { findOrderByToken, loadOrderFile } from '~/server/orders/order-store';
import { findBankDetails } from '~/server/payments/bank-details-store';
import type { Route } from './+types/order-view';

/**
 * A client's private order page (docs/product.md#order-page): anyone holding the unguessable link
 * sees where the order stands, what was ordered and every document of it, without an account. A
 * wrong or guessed link is the site's ordinary 404. Never cached, never indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await findOrderByToken(context.deps.db, params.token);
  invariantResponse(order);
  const file = await loadOrderFile(context.deps.db, order);
  // What the client may see: drafts are staff work in progress.
  const invoices = file.invoices
    .filter((invoice) => invoiceStanding(invoice.status).shownToClient)
    .map((invoice) => ({
      number: formatInvoiceNumber(invoice.number),
      status: invoice.status,
      totalCents: invoice.totalCents,
      dueDate: invoice.dueDate,
      sentAt: invoice.sentAt,
      paidAt: invoice.paidAt,
      page: invoiceLinkPath(invoice.token),
      pdf: invoicePdfPath(invoice.token),
    }));
  return {
    token: order.token,
    orderNumber: order.orderNumber,
    name: order.name,
    placedAt: order.placedAt,
    items: order.items,
    cancelledAt: order.cancelledAt,
    cancelReason: order.cancelReason,
    journey: file.journey,
    agreements: file.agreements.map((agreement) => ({
      reference: agreement.reference,
      name: agreement.name,
      signedAt: agreement.signedAt,
      pdf: agreementPdfPath(order.token, agreement.reference),
    })),
    invoices,
    // How to pay by transfer, while an invoice asks for payment and the agency has saved its account.
    bankDetails: invoices.some((invoice) => invoiceStanding(invoice.status).due)
      ? await findBankDetails(context.deps.db)
      : null,
  };
}

export const headers = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
});

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: args.data ? `Order ${args.data.orderNumber}` : 'Your order',
    description: 'Your order with ECS Digital.',
    noindex: true,
    breadcrumbs: false,
  }),
];

type Data = Route.ComponentProps['loaderData'];

/** Why the order stopped, first on the page; nothing while it goes on. */
function ClosedNotice({ data }: { data: Data }) {
  switch (data.journey.stage) {
    case 'received':
    case 'signed':
    case 'invoiced':
    case 'paid':
      return null;
    case 'cancelled':
      return (
        <Alert tone="error" title="This order was cancelled">
          {data.cancelledAt ? `Cancelled on ${formatDate(data.cancelledAt, 'medium')}. ` : ''}
          {data.cancelReason ? `Reason: ${data.cancelReason}` : ''}
        </Alert>
      );
    default:
      return unreachable(data.journey.stage);
  }
}

/** The one thing the client should do next, or what we are doing for them. */
function NextStep({ data }: { data: Data }) {
  const { journey, invoices, token, bankDetails } = data;
  const due = invoices.find((invoice) => invoiceStanding(invoice.status).due);
  let title: string;
  let body: string;
  let action: React.ReactNode = null;
  switch (journey.stage) {
    case 'cancelled':
      return null;
    case 'received':
      title = 'Sign the agreement for this order';
      body =
        'Read the terms and sign online, in about two minutes. We schedule the work as soon as it is signed.';
      action = (
        <Link
          to={orderAgreementPath(token)}
          className={buttonClasses('primary', 'lg', nextClasses)}
        >
          <FileSignature aria-hidden="true" className="size-5" />
          Sign the agreement
        </Link>
      );
      break;
    case 'signed':
      title = 'We are preparing your invoice';
      body =
        'Thank you for signing. Your project lead sends the first invoice within one business day; it will appear here and in your inbox.';
      break;
    case 'invoiced':
      title = due ? `Pay invoice ${due.number}` : 'Your invoice is on its way';
      body = due
        ? `${formatMoney(due.totalCents, { cents: 'always' })}, due ${formatDate(due.dueDate, 'medium')}. ${
            bankDetails
              ? 'Pay by bank transfer to the account below; the invoice page has the invoice and its PDF.'
              : 'The invoice page has the invoice and its PDF; reply to the invoice email and we will arrange the payment with you.'
          }`
        : 'Your invoice is being finalised.';
      if (due)
        action = (
          <a href={due.page} className={buttonClasses('primary', 'lg', nextClasses)}>
            <FileText aria-hidden="true" className="size-5" />
            View invoice {due.number}
          </a>
        );
      break;
    case 'paid':
      title = 'Paid in full. Thank you!';
      body = 'Your team is on it. Every document of this order stays available on this page.';
      break;
    default:
      return unreachable(journey.stage);
  }
  return (
    <section aria-labelledby="next-step-heading" className="card p-6 sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Next step</p>
      <h2 id="next-step-heading" className="mt-1 text-xl sm:text-2xl">
        {title}
      </h2>
      <p className="mt-2 text-muted">{body}</p>
      {action}
      {journey.stage === 'invoiced' && due && bankDetails ? (
        <BankTransferDetails
          details={bankDetails}
          invoiceNumber={due.number}
          headingId="bank-transfer-heading"
          titleAs="h3"
          className="mt-6 bg-surface shadow-none"
        />
      ) : null}
    </section>
  );
}

const nextClasses =
  'mt-5 max-sm:h-auto max-sm:min-h-12 max-sm:w-full max-sm:py-3 max-sm:whitespace-normal';

export default function OrderViewPage({ loaderData: data }: Route.ComponentProps) {
  const { orderNumber, name, placedAt, items, journey, agreements, invoices } = data;
  return (
    <>
      <PageHeader
        title={`Order ${orderNumber}`}
        intro={`Placed by ${name} on ${formatDate(placedAt, 'medium')}. Keep this page's link: it is your order's home.`}
        breadcrumbs={false}
        variant="compact"
      />
      <section className="section bg-surface" aria-label="Your order">
        <div className="container-page max-w-4xl space-y-6">
          <ClosedNotice data={data} />

          <section aria-labelledby="progress-heading" className="card p-6 sm:p-8">
            <h2 id="progress-heading" className="text-lg">
              Where your order stands
            </h2>
            <div className="mt-5">
              <OrderTimeline journey={journey} />
            </div>
          </section>

          <NextStep data={data} />

          <section aria-labelledby="ordered-heading" className="card p-6 sm:p-8">
            <h2 id="ordered-heading" className="text-lg">
              What you ordered
            </h2>
            <ul className="mt-4 divide-y divide-line">
              {items.map((item, index) => (
                <li
                  key={`${item.planId}-${index}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-navy-900">{item.title}</span>
                    <span className="block text-sm text-muted">{item.planFor}</span>
                  </span>
                  <span className="whitespace-nowrap">
                    {formatMoney(item.priceCents, { cents: 'always' })}{' '}
                    <span className="text-sm text-muted">{billingLabels[item.billing]}</span>
                  </span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 space-y-1 border-t border-line pt-3">
              {orderTotalLines(items).map(([label, amount]) => (
                <div key={label} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="font-medium text-navy-900">{label}</dt>
                  <dd className="text-right">{amount}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="documents-heading" className="card p-6 sm:p-8">
            <h2 id="documents-heading" className="text-lg">
              Documents
            </h2>
            {agreements.length || invoices.length ? (
              <ul className="mt-4 divide-y divide-line">
                {agreements.map((agreement) => (
                  <li
                    key={agreement.reference}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium text-navy-900">
                        Signed agreement {agreement.reference}
                      </span>
                      <span className="block text-sm text-muted">
                        Signed by {agreement.name} on {formatDate(agreement.signedAt, 'medium')}
                      </span>
                    </span>
                    <a
                      href={agreement.pdf}
                      download
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={`Download agreement ${agreement.reference} as PDF`}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      PDF
                    </a>
                  </li>
                ))}
                {invoices.map((invoice) => (
                  <li
                    key={invoice.number}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium text-navy-900">
                        Invoice {invoice.number}
                      </span>
                      <span className="block text-sm text-muted">
                        {formatMoney(invoice.totalCents, { cents: 'always' })} ·{' '}
                        {invoiceStatusLabels[invoice.status]}
                        {invoice.paidAt ? ` on ${formatDate(invoice.paidAt, 'medium')}` : ''}
                      </span>
                    </span>
                    <span className="flex gap-2">
                      <a
                        href={invoice.page}
                        className={buttonClasses('secondary', 'sm')}
                        aria-label={`View invoice ${invoice.number}`}
                      >
                        View
                      </a>
                      <a
                        href={invoice.pdf}
                        download={`${invoice.number}.pdf`}
                        className={buttonClasses('secondary', 'sm')}
                        aria-label={`Download invoice ${invoice.number} as PDF`}
                      >
                        <Download aria-hidden="true" className="size-4" />
                        PDF
                      </a>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted">
                Your signed agreement and your invoices will appear here.
              </p>
            )}
          </section>

          <p className="flex items-start gap-2 text-sm text-muted">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Questions about this order? Write to{' '}
              <a
                className="font-medium text-accent-700 underline underline-offset-2"
                href={`mailto:${site.infoEmail}?subject=${encodeURIComponent(orderNumber)}`}
              >
                {site.infoEmail}
              </a>{' '}
              and quote {orderNumber}.
            </span>
          </p>
        </div>
      </section>
    </>
  );
}
