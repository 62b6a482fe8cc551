import { ArrowLeft, Send } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { EmailDeliveryTable } from '~/components/inbox/EmailDeliveryTable';
import { InvoiceDocument } from '~/components/invoice/InvoiceDocument';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Table, TBody, Td, Th, THead } from '~/components/ui/Table';
import { api } from '~/lib/api';
import { displayValue, inboxViews, type EmailState, type InboxItem } from '~/lib/inbox';
import { useRemote } from '~/lib/use-remote';
import type { ComputedInvoice } from '../../../domain/invoice';
import type { Route } from './+types/inbox-detail';

export const meta = () => [
  { title: 'Inbox details | ECS Digital' },
  { name: 'robots', content: 'noindex' },
];

interface OrderLine {
  planId: number;
  title: string;
  planFor: string;
  duration: string;
  price: string;
}

/** Emails of this invoice addressed to its client: none until staff send it. */
function clientEmailCount(emails: EmailState[], item: InboxItem): number {
  const client = String(item.clientEmail ?? '').toLowerCase();
  return emails.filter((email) => email.to.some((to) => to.toLowerCase() === client)).length;
}

/**
 * A visitor's invoice reaches the agency only; staff check it, then send it to the client and the
 * representative here. The emails' delivery shows in the table below.
 */
function SendInvoiceButton({
  id,
  sentBefore,
  onSent,
}: {
  id: string;
  sentBefore: number;
  onSent: () => void;
}) {
  const [state, setState] = useState<{ sending: boolean; message?: string; error?: string }>({
    sending: false,
  });
  const send = async () => {
    setState({ sending: true });
    try {
      const answer = await api<{ message: string }>(
        `/api/inbox/invoices/${encodeURIComponent(id)}/send`,
        { method: 'POST' },
      );
      setState({ sending: false, message: answer.message });
      onSent();
    } catch (error) {
      setState({
        sending: false,
        error: error instanceof Error ? error.message : 'The invoice could not be sent',
      });
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <Button type="button" onClick={() => void send()} disabled={state.sending}>
        <Send aria-hidden="true" className="size-4" />
        {state.sending ? 'Sending…' : sentBefore ? 'Send to client again' : 'Send to client'}
      </Button>
      <p role="status" className="text-sm text-muted">
        {state.message ?? (sentBefore ? '' : 'Not sent to the client yet.')}
      </p>
      {state.error ? (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

export default function InboxDetailPage({ params }: Route.ComponentProps) {
  const { kind, id } = params;
  const view = inboxViews[kind];
  const layout = useRouteLoaderData('routes/dashboard/layout') as { isAdmin?: boolean } | undefined;
  const detail = useRemote(
    useCallback(
      () =>
        api<{ item: InboxItem; emails: EmailState[] }>(
          `/api/inbox/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
        ),
      [kind, id],
    ),
  );
  const { run } = detail;
  useEffect(() => {
    void run();
  }, [run]);

  const item = detail.data?.item;
  return (
    <div className="space-y-6">
      <Link
        to={`/dashboard/inbox?kind=${view ? kind : 'messages'}`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Inbox
      </Link>
      {!view ? (
        <Alert tone="error" title="This inbox does not exist" />
      ) : detail.error ? (
        <Alert tone="error" title={detail.error} />
      ) : !item ? (
        <p role="status" className="text-muted">
          Loading details...
        </p>
      ) : (
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
          {Array.isArray(item.items) ? (
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
                  {(item.items as OrderLine[]).map((line) => (
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
          ) : null}
          {kind === 'invoices' && Array.isArray(item.lines) ? (
            <section aria-labelledby="invoice-document-heading" className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="invoice-document-heading" className="text-lg">
                  Invoice
                </h2>
                <SendInvoiceButton
                  id={id}
                  sentBefore={clientEmailCount(detail.data!.emails, item)}
                  onSent={() => void run()}
                />
              </div>
              <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
                <InvoiceDocument
                  invoice={item as unknown as ComputedInvoice}
                  titleAs="h3"
                  placeholders={false}
                />
              </div>
            </section>
          ) : null}
          {typeof item.signature === 'string' ? (
            <section aria-labelledby="signature-heading" className="space-y-3">
              <h2 id="signature-heading" className="text-lg">
                Signature
              </h2>
              <img
                src={item.signature}
                alt={`Signature of ${String(item.name)}`}
                className="max-h-48 w-full max-w-xl rounded-xl border border-line bg-white object-contain"
              />
            </section>
          ) : null}
          <section aria-labelledby="emails-heading" className="space-y-3">
            <h2 id="emails-heading" className="text-lg">
              Emails
            </h2>
            {detail.data!.emails.length ? (
              <EmailDeliveryTable
                emails={detail.data!.emails}
                isAdmin={Boolean(layout?.isAdmin)}
                caption={`Emails for this ${view.noun}`}
                onRetried={() => void run()}
              />
            ) : (
              <p className="text-muted">No emails for this {view.noun}.</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
