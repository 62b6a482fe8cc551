import { Ban, ExternalLink, FilePlus2, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '~/components/dashboard/ConfirmModal';
import { CopyLink } from '~/components/dashboard/CopyLink';
import { InvoiceStatusPill } from '~/components/invoice/InvoiceStatusPill';
import { Button, buttonClasses } from '~/components/ui/Button';
import { FieldMessage, inputClasses } from '~/components/ui/Field';
import { Table, TBody, Td, Th, THead } from '~/components/ui/Table';
import { formatDateTime } from '~/domain/format';
import {
  CANCEL_REASON_MAX,
  isOrderOpen,
  orderStageLabels,
  type StaffOrderFile,
} from '~/domain/order-journey';

// The parts of the staff view of an order (app/routes/dashboard/order.tsx,
// docs/product.md#order-page), top to bottom.

type OrderProps = { order: StaffOrderFile };

/** The order's number, its client and when it was placed, with its stage. */
export function OrderHeading({ order }: OrderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 tabIndex={-1} className="text-2xl break-words focus:outline-none">
          Order {order.orderNumber}
        </h1>
        <p className="mt-1 text-muted">
          {order.name} ·{' '}
          <a className="underline [overflow-wrap:anywhere]" href={`mailto:${order.email}`}>
            {order.email}
          </a>{' '}
          · placed {formatDateTime(order.placedAt)}
        </p>
      </div>
      <span className="rounded-pill bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
        {orderStageLabels[order.journey.stage]}
      </span>
    </header>
  );
}

/** Create an invoice, send the client their link again, cancel: below the timeline. */
export function OrderActions({
  order,
  busy,
  onResendLink,
  onCancel,
}: OrderProps & { busy: boolean; onResendLink: () => void; onCancel: () => void }) {
  const open = isOrderOpen(order.journey.stage);
  return (
    <div className="flex flex-wrap gap-2 border-t border-line pt-5">
      {open ? (
        <Link
          to={`/invoice?order=${encodeURIComponent(order.orderNumber)}`}
          className={buttonClasses('primary', 'md')}
        >
          <FilePlus2 aria-hidden="true" className="size-4" />
          Create invoice
        </Link>
      ) : null}
      <Button variant="outline" onClick={onResendLink} disabled={busy}>
        <Send aria-hidden="true" className="size-4" />
        Send the client their link
      </Button>
      {open ? (
        <Button variant="outline" className="text-danger-700" onClick={onCancel} disabled={busy}>
          <Ban aria-hidden="true" className="size-4" />
          Cancel order
        </Button>
      ) : null}
    </div>
  );
}

/** The client's private order page, to copy or open. */
export function OrderClientLink({ order }: OrderProps) {
  return (
    <section aria-labelledby="order-link-heading" className="card space-y-2 p-6">
      <h2 id="order-link-heading" className="text-lg">
        The client&apos;s order page
      </h2>
      <CopyLink
        link={order.link}
        label="The client's order page link"
        hint="Anyone with this link sees the order, its agreement and its sent invoices, without signing in."
        actions={
          <a
            href={order.link}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('outline', 'md', 'shrink-0')}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Open
          </a>
        }
      />
    </section>
  );
}

/** The lines at the prices they were sold at, and the totals. */
export function OrderLines({ order }: OrderProps) {
  return (
    <section aria-labelledby="order-lines" className="space-y-3">
      <h2 id="order-lines" className="text-lg">
        What was ordered
      </h2>
      {/* Cards on a phone, as Activity below: the price never hides off the screen's edge. */}
      <Table caption="Order lines" cards>
        <THead>
          <tr>
            <Th>Plan</Th>
            <Th>Service</Th>
            <Th>Billing</Th>
            <Th className="text-right">Price</Th>
          </tr>
        </THead>
        <TBody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <Td label="Plan" cell="title">
                {line.title}
              </Td>
              <Td label="Service">{line.planFor}</Td>
              <Td label="Billing">{line.billing}</Td>
              <Td label="Price" className="text-right whitespace-nowrap tabular-nums">
                {line.price}
              </Td>
            </tr>
          ))}
        </TBody>
      </Table>
      <dl className="ml-auto max-w-sm space-y-1 text-sm">
        {order.totals.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="font-semibold text-navy-900">{label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The order's signed agreement and its invoices, each linked to its record. */
export function OrderDocuments({ order }: OrderProps) {
  return (
    <section aria-labelledby="order-documents" className="space-y-3">
      <h2 id="order-documents" className="text-lg">
        Agreement and invoices
      </h2>
      {order.agreements.length || order.invoices.length ? (
        <ul className="divide-y divide-line rounded-xl border border-line bg-white">
          {order.agreements.map((agreement) => (
            <li
              key={agreement.id}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <span>
                <Link
                  to={`/dashboard/inbox/agreements/${agreement.id}`}
                  className="font-semibold text-accent-700 hover:underline"
                >
                  Agreement {agreement.reference}
                </Link>
                <span className="block text-sm text-muted">
                  Signed by {agreement.name}, {formatDateTime(agreement.signedAt)}
                </span>
              </span>
            </li>
          ))}
          {order.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <span>
                <Link
                  to={`/dashboard/inbox/invoices/${invoice.id}`}
                  className="font-semibold text-accent-700 hover:underline"
                >
                  Invoice {invoice.number}
                </Link>
                <span className="block text-sm text-muted">
                  {invoice.total}
                  {invoice.sentAt ? ` · sent ${formatDateTime(invoice.sentAt)}` : ''}
                  {invoice.paidAt ? ` · paid ${formatDateTime(invoice.paidAt)}` : ''}
                </span>
              </span>
              <InvoiceStatusPill status={invoice.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No agreement or invoice yet.</p>
      )}
    </section>
  );
}

/** The audit trail: who did what, and when. */
export function OrderActivity({ order }: OrderProps) {
  return (
    <section aria-labelledby="order-trail" className="space-y-3">
      <h2 id="order-trail" className="text-lg">
        Activity
      </h2>
      <Table caption="Activity" cards>
        <THead>
          <tr>
            <Th>When</Th>
            <Th>What</Th>
            <Th>Who</Th>
            <Th>Details</Th>
          </tr>
        </THead>
        <TBody>
          {order.events.map((event) => (
            <tr key={event.id}>
              <Td label="When" className="whitespace-nowrap">
                {formatDateTime(event.at)}
              </Td>
              <Td label="What" cell="title" className="font-semibold">
                {event.label}
              </Td>
              <Td label="Who">{event.actorName}</Td>
              <Td label="Details" className="break-words">
                {event.detail ?? '—'}
              </Td>
            </tr>
          ))}
        </TBody>
      </Table>
    </section>
  );
}

/** Asks for the reason the client will read before an order is cancelled. */
export function CancelOrderModal({
  order,
  open,
  busy,
  onConfirm,
  onClose,
}: OrderProps & {
  open: boolean;
  busy: boolean;
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonId = useId();
  const confirm = async () => {
    if (!reason.trim()) {
      setReasonError('Give a reason for the cancellation');
      return;
    }
    if (await onConfirm(reason.trim())) setReason('');
  };
  return (
    <ConfirmModal
      open={open}
      title={`Cancel order ${order.orderNumber}?`}
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => {
        onClose();
        setReasonError(undefined);
      }}
    >
      <p className="text-sm text-muted">
        The client&apos;s order page shows the order as cancelled, with this reason, and its unpaid
        invoices are voided; a paid invoice stays paid. This cannot be undone.
      </p>
      <label htmlFor={reasonId} className="mt-4 block text-sm font-medium text-navy-900">
        Reason
      </label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={CANCEL_REASON_MAX}
        rows={3}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${reasonId}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setReasonError(undefined);
        }}
        className={`${inputClasses} mt-1.5`}
      />
      <FieldMessage id={`${reasonId}-error`} message={reasonError} keepSpace />
    </ConfirmModal>
  );
}
