import { ArrowLeft, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Deferred } from '~/components/dashboard/Deferred';
import { useDashboardUser } from '~/components/dashboard/use-dashboard-user';
import { EmailDeliveryTable } from '~/components/inbox/EmailDeliveryTable';
import { InvoiceDocument } from '~/components/invoice/InvoiceDocument';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Table, TBody, Td, Th, THead } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { load, useDashboardAction } from '~/lib/dashboard-data';
import {
  displayValue,
  inboxAction,
  inboxViews,
  type InboxIntent,
  type InboxView,
} from '~/lib/inbox';
import { isInboxKind, type EmailState, type InboxEntry, type InboxKind } from '~/domain/inbox';
import type { Route } from './+types/inbox-detail';

export const meta = () => [
  { title: 'Inbox details | ECS Digital' },
  { name: 'robots', content: 'noindex' },
];

/** Emails of this invoice addressed to its client: none until staff send it. */
function clientEmailCount(emails: EmailState[], clientEmail: string): number {
  const client = clientEmail.toLowerCase();
  return emails.filter((email) => email.to.some((to) => to.toLowerCase() === client)).length;
}

/**
 * A visitor's invoice reaches the agency only; staff check it, then send it to the client and the
 * representative here. The emails' delivery shows in the table below.
 */
function SendInvoiceButton({ id, sentBefore }: { id: string; sentBefore: number }) {
  const action = useDashboardAction();
  const result = action.result;
  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        type="button"
        onClick={() => void action.run({ intent: 'send-invoice', id } satisfies InboxIntent)}
        disabled={action.busy}
      >
        <Send aria-hidden="true" className="size-4" />
        {action.busy ? 'Sending…' : sentBefore ? 'Send to client again' : 'Send to client'}
      </Button>
      <p role="status" className="text-sm text-muted">
        {result?.ok ? result.message : sentBefore ? '' : 'Not sent to the client yet.'}
      </p>
      {result && !result.ok ? (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {result.message}
        </p>
      ) : null}
    </div>
  );
}

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
  return (
    <div className="space-y-6">
      <Link
        to={`/dashboard/inbox?kind=${known ? kind : 'messages'}`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Inbox
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
  const { isAdmin } = useDashboardUser();
  const { item, emails } = entry;
  return (
    <>
      <h1 className="text-2xl">{view.title(item)}</h1>
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
      <KindSections kind={kind} entry={entry} />
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

/** Narrows an entry to one kind by the kind in the URL. */
const isEntryOf = <K extends InboxKind>(
  kind: InboxKind,
  entry: InboxEntry,
  wanted: K,
): entry is InboxEntry<K> => kind === wanted;

/** What only some kinds have: an order's plans, the invoice document, the signature. */
function KindSections({ kind, entry }: { kind: InboxKind; entry: InboxEntry }) {
  if (isEntryOf(kind, entry, 'orders'))
    return (
      <section aria-labelledby="order-lines-heading" className="space-y-3">
        <h2 id="order-lines-heading" className="text-lg">
          Plans
        </h2>
        <Table caption="Ordered plans">
          <THead>
            <tr>
              <Th>Plan</Th>
              <Th>Service</Th>
              <Th>Duration</Th>
              <Th>Price</Th>
            </tr>
          </THead>
          <TBody>
            {entry.item.items.map((line) => (
              <tr key={line.planId}>
                <Td>{line.title}</Td>
                <Td>{line.planFor}</Td>
                <Td>{line.duration}</Td>
                <Td>{line.price}</Td>
              </tr>
            ))}
          </TBody>
        </Table>
      </section>
    );
  if (isEntryOf(kind, entry, 'invoices'))
    return (
      <section aria-labelledby="invoice-document-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="invoice-document-heading" className="text-lg">
            Invoice
          </h2>
          <SendInvoiceButton
            id={entry.item._id}
            sentBefore={clientEmailCount(entry.emails, entry.item.clientEmail)}
          />
        </div>
        <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
          <InvoiceDocument invoice={entry.item} titleAs="h3" placeholders={false} />
        </div>
      </section>
    );
  if (isEntryOf(kind, entry, 'agreements'))
    return (
      <section aria-labelledby="signature-heading" className="space-y-3">
        <h2 id="signature-heading" className="text-lg">
          Signature
        </h2>
        <img
          src={entry.item.signature}
          alt={`Signature of ${entry.item.name}`}
          className="max-h-48 w-full max-w-xl rounded-xl border border-line bg-white object-contain"
        />
      </section>
    );
  return null;
}
