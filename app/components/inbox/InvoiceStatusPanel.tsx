import { Ban, CircleCheckBig, Download, Send } from 'lucide-react';
import { useState } from 'react';
import { ConfirmModal } from '~/components/dashboard/ConfirmModal';
import { CopyLink } from '~/components/dashboard/CopyLink';
import { InvoiceStatusPill } from '~/components/invoice/InvoiceStatusPill';
import { Button } from '~/components/ui/Button';
import { downloadFile, errorMessage } from '~/lib/api';
import { useDashboardAction } from '~/lib/dashboard-data';
import type { InboxIntent } from '~/lib/inbox';
import { formatDateTime } from '~/domain/format';
import type { InvoiceDetail } from '~/domain/inbox';
import {
  invoiceLinkPath,
  invoicePdfFilename,
  refusedMove,
  type InvoiceMove,
  type InvoiceStatus,
} from '~/domain/invoice-status';

type Notice = { ok: boolean; text: string } | null;

/** What staff are told under the buttons, for a status whose next step is not obvious. */
const statusHints: Record<InvoiceStatus, string | null> = {
  draft: 'Send it to the client before marking it as paid.',
  sent: null,
  viewed: null,
  paid: null,
  void: null,
};

/**
 * Where an invoice stands and what staff do with it (docs/product.md#inbox-detail): its status and
 * the time of each step, the client's link to copy, and Send to client, Download PDF, Mark as paid
 * and Void (after a confirmation). The buttons a status does not allow are not shown; the API
 * refuses those moves too (docs/product.md#invoice-lifecycle).
 */
export function InvoiceStatusPanel({ invoice }: { invoice: InvoiceDetail }) {
  const { busy, notice, run, download, downloading } = useInvoiceActions(invoice);
  const [confirmVoid, setConfirmVoid] = useState(false);
  const link = `${window.location.origin}${invoiceLinkPath(invoice.token)}`;

  return (
    <section aria-labelledby="invoice-status-heading" className="card space-y-5 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="invoice-status-heading" className="text-lg">
          Status
        </h2>
        <InvoiceStatusPill status={invoice.status} />
      </div>
      <InvoiceSteps invoice={invoice} />

      <div className="space-y-1.5">
        <label htmlFor="invoice-link" className="block text-sm font-semibold text-navy-900">
          The client&apos;s link
        </label>
        <CopyLink
          link={link}
          id="invoice-link"
          hint="Anyone with this link can read the invoice and download its PDF without signing in. The client's first visit after it is sent is recorded."
        />
      </div>

      <InvoiceMoves
        invoice={invoice}
        busy={busy}
        downloading={downloading}
        run={run}
        onDownload={() => void download()}
        onVoid={() => setConfirmVoid(true)}
      />
      {statusHints[invoice.status] ? (
        <p className="text-sm text-muted">{statusHints[invoice.status]}</p>
      ) : null}
      <p role="status" className="text-sm font-semibold text-success-700 empty:hidden">
        {notice?.ok ? notice.text : ''}
      </p>
      {notice && !notice.ok ? (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {notice.text}
        </p>
      ) : null}

      <ConfirmModal
        open={confirmVoid}
        title="Void invoice"
        confirmLabel="Void invoice"
        busy={busy}
        onCancel={() => setConfirmVoid(false)}
        onConfirm={() => {
          void run({ intent: 'settle-invoice', id: invoice._id, status: 'void' }).then(() =>
            setConfirmVoid(false),
          );
        }}
      >
        <p>
          Void invoice {invoice.number}? It can no longer be sent or marked as paid, and its link
          will tell the client it is no longer due. This cannot be undone.
        </p>
      </ConfirmModal>
    </section>
  );
}

/** Runs a move on the invoice or downloads its PDF, and says how it went. */
function useInvoiceActions(invoice: InvoiceDetail) {
  const action = useDashboardAction();
  const [notice, setNotice] = useState<Notice>(null);
  const [downloading, setDownloading] = useState(false);

  const run = async (intent: InboxIntent) => {
    setNotice(null);
    const result = await action.run(intent);
    setNotice({ ok: result.ok, text: result.message });
  };
  const download = async () => {
    setNotice(null);
    setDownloading(true);
    try {
      await downloadFile(
        `/api/inbox/invoices/${encodeURIComponent(invoice._id)}/pdf`,
        invoicePdfFilename(invoice),
      );
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return { busy: action.busy, notice, run, download, downloading };
}

/** When the invoice was submitted, sent, first viewed, and paid or voided. */
function InvoiceSteps({ invoice }: { invoice: InvoiceDetail }) {
  const steps: { label: string; at: string | null; missing?: string }[] = [
    { label: 'Submitted', at: invoice.createdAt },
    { label: 'Sent to the client', at: invoice.sentAt, missing: 'Not sent to the client yet.' },
    { label: 'First viewed by the client', at: invoice.viewedAt, missing: 'Not viewed yet' },
    ...(invoice.paidAt ? [{ label: 'Marked as paid', at: invoice.paidAt }] : []),
    ...(invoice.voidedAt ? [{ label: 'Voided', at: invoice.voidedAt }] : []),
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
      {steps.map((step) => (
        <div key={step.label} className="space-y-0.5 sm:contents">
          <dt className="text-sm font-semibold text-muted">{step.label}</dt>
          <dd className="text-sm text-ink">
            {step.at ? formatDateTime(step.at) : (step.missing ?? '—')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Send to client, Download PDF, Mark as paid and Void, each only where the status allows it. */
function InvoiceMoves({
  invoice,
  busy,
  downloading,
  run,
  onDownload,
  onVoid,
}: {
  invoice: InvoiceDetail;
  busy: boolean;
  downloading: boolean;
  run: (intent: InboxIntent) => Promise<void>;
  onDownload: () => void;
  onVoid: () => void;
}) {
  const may = (move: InvoiceMove) => refusedMove(invoice.number, invoice.status, move) === null;
  return (
    <div className="flex flex-wrap gap-2 border-t border-line pt-5">
      {may('send') ? (
        <Button
          onClick={() => void run({ intent: 'send-invoice', id: invoice._id })}
          disabled={busy}
        >
          <Send aria-hidden="true" className="size-4" />
          {invoice.sentAt ? 'Send to client again' : 'Send to client'}
        </Button>
      ) : null}
      <Button variant="outline" onClick={onDownload} disabled={downloading}>
        <Download aria-hidden="true" className="size-4" />
        {downloading ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
      {may('paid') ? (
        <Button
          variant="outline"
          onClick={() => void run({ intent: 'settle-invoice', id: invoice._id, status: 'paid' })}
          disabled={busy}
        >
          <CircleCheckBig aria-hidden="true" className="size-4" />
          Mark as paid
        </Button>
      ) : null}
      {may('void') ? (
        <Button variant="outline" className="text-danger-700" onClick={onVoid} disabled={busy}>
          <Ban aria-hidden="true" className="size-4" />
          Void
        </Button>
      ) : null}
    </div>
  );
}
