import { ArrowLeft, ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Deferred } from '~/components/dashboard/Deferred';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { AgreementPdfDownload } from '~/components/inbox/AgreementPdfDownload';
import { EmailDeliveryTable } from '~/components/inbox/EmailDeliveryTable';
import { InvoiceStatusPanel } from '~/components/inbox/InvoiceStatusPanel';
import { InvoiceDocument } from '~/documents/invoice/InvoiceDocument';
import { Alert } from '~/components/ui/Alert';
import { Table, TBody, Td, Th, THead } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { dashboardMeta, load } from '~/lib/dashboard-data';
import { displayValue, inboxAction, inboxViews, type InboxView } from '~/lib/inbox';
import {
  isInboxKind,
  type AgreementDetail,
  type InboxDetails,
  type InboxEntry,
  type InboxKind,
  type InvoiceDetail,
  type OrderDetail,
} from '~/domain/inbox';
import { formatMoney } from '~/domain/format';
import { billingLabels } from '~/domain/plan';
import type { Route } from './+types/inbox-detail';

export const meta = () => dashboardMeta('Inbox details | ECS Digital');

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { kind, id } = params;
  return {
    entry: isInboxKind(kind)
      ? load(() =>
          api<InboxEntry>(`/api/inbox/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`),
        )
      : undefined,
  };
}

export const clientAction = ({ request }: Route.ClientActionArgs) => inboxAction(request);

export default function InboxDetailPage({ params, loaderData }: Route.ComponentProps) {
  const { kind } = params;
  const known = isInboxKind(kind);
  // An invoice opened from the Invoices screen goes back there (docs/product.md#dashboard-invoices).
  const [search] = useSearchParams();
  const fromInvoices = kind === 'invoices' && search.get('from') === 'invoices';
  return (
    <div className="space-y-6">
      <Link
        to={
          fromInvoices
            ? '/dashboard/invoices'
            : `/dashboard/inbox?kind=${known ? kind : 'messages'}`
        }
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {fromInvoices ? 'Back to Invoices' : 'Back to Inbox'}
      </Link>
      {!known || !loaderData.entry ? (
        <Alert tone="error" title="This inbox does not exist" />
      ) : (
        <Deferred
          value={loaderData.entry}
          fallback={
            <p role="status" className="text-muted">
              Loading details...
            </p>
          }
        >
          {(entry) =>
            entry.error !== null ? (
              <Alert tone="error" title={entry.error} />
            ) : (
              <EntryDetails kind={kind} entry={entry.data} />
            )
          }
        </Deferred>
      )}
    </div>
  );
}

function EntryDetails<K extends InboxKind>({ kind, entry }: { kind: K; entry: InboxEntry<K> }) {
  const view: InboxView<K> = inboxViews[kind];
  const parts: (typeof kindParts)[K] = kindParts[kind];
  const { isAdmin } = useDashboardUser();
  const { item, emails } = entry;
  return (
    <>
      <h1 className="text-2xl">{view.title(item)}</h1>
      <OrderLink orderNumber={orderNumberOf(item)} />
      {parts.lead?.(item)}
      <div className="card p-6">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          {view.fields.map((field) => (
            <div key={field.field} className="space-y-0.5 sm:contents">
              <dt className="text-sm font-semibold text-muted">{field.label}</dt>
              <dd className="min-w-0 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                {displayValue(field.field, item[field.field])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {parts.more?.(item)}
      <section aria-labelledby="emails-heading" className="space-y-3">
        <h2 id="emails-heading" className="text-lg">
          Emails
        </h2>
        {emails.length ? (
          <EmailDeliveryTable
            emails={emails}
            isAdmin={isAdmin}
            caption={`Emails for this ${view.noun}`}
          />
        ) : (
          <p className="text-muted">No emails for this {view.noun}.</p>
        )}
      </section>
    </>
  );
}

/** The order an entry belongs to: an order's own number, or the one an agreement or invoice is for. */
function orderNumberOf(item: object): string | null {
  return 'orderNumber' in item && typeof item.orderNumber === 'string' && item.orderNumber
    ? item.orderNumber
    : null;
}

/** Everything about one order is on its own screen (docs/product.md#order-page). */
function OrderLink({ orderNumber }: { orderNumber: string | null }) {
  if (!orderNumber) return null;
  return (
    <Link
      to={`/dashboard/orders/${encodeURIComponent(orderNumber)}`}
      className="inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
    >
      <ClipboardList aria-hidden="true" className="size-4" />
      Open order {orderNumber}: progress, documents and activity
    </Link>
  );
}

/**
 * What only some kinds have, one entry per kind so a new kind says what it adds: `lead` comes
 * before the fields (where an invoice stands: what staff act on first), `more` after them (an
 * order's plans, the invoice document, the signature and the signed agreement's PDF).
 */
const kindParts: {
  [K in InboxKind]: {
    lead?: (item: InboxDetails[K]) => ReactNode;
    more?: (item: InboxDetails[K]) => ReactNode;
  };
} = {
  messages: {},
  orders: { more: (order) => <OrderPlans order={order} /> },
  agreements: { more: (agreement) => <AgreementSignature agreement={agreement} /> },
  inquiries: {},
  invoices: {
    lead: (invoice) => <InvoiceStatusPanel invoice={invoice} />,
    more: (invoice) => <InvoiceSection invoice={invoice} />,
  },
};

function OrderPlans({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-lines-heading" className="space-y-3">
      <h2 id="order-lines-heading" className="text-lg">
        Plans
      </h2>
      {/* Cards where the table does not fit: a price never hides off the edge or breaks. */}
      <Table caption="Ordered plans" cards>
        <THead>
          <tr>
            <Th>Plan</Th>
            <Th>Service</Th>
            <Th>Duration</Th>
            <Th className="text-right">Price</Th>
          </tr>
        </THead>
        <TBody>
          {order.items.map((line) => (
            <tr key={line.planId}>
              <Td cell="title" className="font-medium text-navy-900">
                {line.title}
              </Td>
              <Td label="Service">{line.planFor}</Td>
              <Td label="Duration">{billingLabels[line.billing]}</Td>
              <Td label="Price" className="text-right whitespace-nowrap tabular-nums">
                {formatMoney(line.priceCents, { cents: 'always' })}
              </Td>
            </tr>
          ))}
        </TBody>
      </Table>
    </section>
  );
}

function InvoiceSection({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <section aria-labelledby="invoice-document-heading" className="space-y-3">
      <h2 id="invoice-document-heading" className="text-lg">
        Invoice
      </h2>
      <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
        <InvoiceDocument invoice={invoice} titleAs="h3" placeholders={false} />
      </div>
    </section>
  );
}

function AgreementSignature({ agreement }: { agreement: AgreementDetail }) {
  return (
    <section aria-labelledby="signature-heading" className="space-y-3">
      <h2 id="signature-heading" className="text-lg">
        Signature
      </h2>
      <img
        src={agreement.signature}
        alt={`Signature of ${agreement.name}`}
        className="max-h-48 w-full max-w-xl rounded-xl border border-line bg-white object-contain"
      />
      <AgreementPdfDownload agreement={agreement} />
    </section>
  );
}
