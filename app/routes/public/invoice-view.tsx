import { isbot } from 'isbot';
import { Download } from 'lucide-react';
import { InvoiceDocument } from '~/documents/invoice/InvoiceDocument';
import { BankTransferDetails } from '~/components/invoice/BankTransferDetails';
import { PageHeader } from '~/components/layout/PageHeader';
import { Alert } from '~/components/ui/Alert';
import { buttonClasses } from '~/components/ui/Button';
import { invariantResponse } from '~/lib/http';
import { seo } from '~/lib/seo';
import { formatDate } from '~/domain/format';
import { unreachable } from '~/domain/exhaustive';
import {
  invoicePdfFilename,
  invoicePdfPath,
  invoiceStanding,
  type InvoiceLifecycle,
} from '~/domain/invoice-status';
import { findInvoiceByToken, recordInvoiceView } from '~/server/invoices/invoice-lifecycle-store';
import { findBankDetails } from '~/server/payments/bank-details-store';
import type { Route } from './+types/invoice-view';

/**
 * The invoice's hosted page (docs/product.md#invoice-link): anyone holding the unguessable link
 * reads the document and downloads its PDF, without signing in. An unknown token is the normal
 * 404. The client's first view is recorded; the page is never cached or indexed.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, clock } = context.deps;
  const stored = await findInvoiceByToken(db, params.token);
  invariantResponse(stored);
  // Link checkers and mail scanners fetch links too; only a person opening the page is a view.
  const userAgent = request.headers.get('user-agent') ?? '';
  if (request.method === 'GET' && userAgent && !isbot(userAgent))
    await recordInvoiceView(db, stored._id, clock.now());
  // The document and whether it is settled; nothing about who sent it or when it was read.
  const { number, issuedDate, dueDate, from, billedTo, lines } = stored;
  const { subtotalCents, discountCents, totalCents } = stored;
  return {
    invoice: {
      number,
      issuedDate,
      dueDate,
      from,
      billedTo,
      lines,
      subtotalCents,
      discountCents,
      totalCents,
    },
    status: stored.status,
    paidAt: stored.paidAt,
    voidedAt: stored.voidedAt,
    pdf: invoicePdfPath(stored.token),
    // How to pay, while the invoice asks for payment and the agency has saved its account.
    bankDetails: invoiceStanding(stored.status).due ? await findBankDetails(db) : null,
  };
}

export const headers = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
});

export const meta = (args: Route.MetaArgs) => [
  ...seo(args, {
    title: args.data ? `Invoice ${args.data.invoice.number}` : 'Invoice',
    description: 'An invoice from ECS Digital.',
    // One client's document: never in search results, no breadcrumb trail naming the link.
    noindex: true,
    breadcrumbs: false,
  }),
];

/** How a settled invoice was settled, and when; nothing while it is a draft or awaits payment. */
function SettledNotice({
  status,
  paidAt,
  voidedAt,
}: Pick<InvoiceLifecycle, 'status' | 'paidAt' | 'voidedAt'>) {
  switch (status) {
    case 'draft':
    case 'sent':
    case 'viewed':
      return null;
    case 'paid':
      return paidAt ? (
        <Alert tone="success" title="Paid">
          This invoice was paid on {formatDate(paidAt, 'medium')}. Thank you.
        </Alert>
      ) : null;
    case 'void':
      return voidedAt ? (
        <Alert tone="info" title="Void">
          This invoice was voided on {formatDate(voidedAt, 'medium')} and is no longer due.
        </Alert>
      ) : null;
    default:
      return unreachable(status);
  }
}

export default function InvoiceViewPage({ loaderData }: Route.ComponentProps) {
  const { invoice, status, paidAt, voidedAt, pdf, bankDetails } = loaderData;
  return (
    <>
      <PageHeader
        title={`Invoice ${invoice.number}`}
        intro={`From ECS Digital to ${invoice.billedTo.company || invoice.billedTo.name}.`}
        breadcrumbs={false}
        variant="compact"
      />
      <section className="section bg-surface" aria-label="Invoice">
        <div className="container-page max-w-3xl space-y-5">
          <SettledNotice status={status} paidAt={paidAt} voidedAt={voidedAt} />
          <div className="flex flex-wrap items-center justify-end gap-3">
            <a
              href={pdf}
              download={invoicePdfFilename(invoice)}
              className={buttonClasses('primary', 'md')}
            >
              <Download aria-hidden="true" className="size-4" />
              Download PDF
            </a>
          </div>
          <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
            <InvoiceDocument invoice={invoice} titleAs="h2" placeholders={false} />
          </div>
          {bankDetails ? (
            <BankTransferDetails
              details={bankDetails}
              invoiceNumber={invoice.number}
              headingId="bank-transfer-heading"
            />
          ) : null}
        </div>
      </section>
    </>
  );
}
