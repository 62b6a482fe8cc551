import type { AgreementDocument } from '~/domain/agreement-document';
import type { BankDetails } from '~/domain/bank-details';
import type { ComputedInvoice } from '~/domain/invoice';

/**
 * What the PDF workers draw (docs/decisions/048-pdf-worker-pool.md): an invoice or a signed
 * agreement, through the one pool and its one bounded queue.
 */
export type PdfTask =
  | { kind: 'invoice'; invoice: ComputedInvoice; payTo?: BankDetails | null }
  | { kind: 'agreement'; agreement: AgreementDocument };

/** What the pool hands each worker thread when it starts (`workerData`). */
export interface PdfWorkerData {
  /** Draw a warm-up invoice before taking tasks (PDF_WARM_UP). */
  warmUp: boolean;
}

/** The app's PDF components, as development loads them through Vite. */
export interface PdfRenderers {
  renderInvoicePdf: (invoice: ComputedInvoice, payTo?: BankDetails | null) => Promise<Buffer>;
  renderAgreementPdf: (agreement: AgreementDocument) => Promise<Buffer>;
}

/**
 * Draws a task on this thread with the app's own PDF components: development only, where there is
 * no worker bundle (docs/decisions/048-pdf-worker-pool.md).
 */
export function pdfRendererOf(renderers: PdfRenderers): (task: PdfTask) => Promise<Buffer> {
  return (task) =>
    task.kind === 'agreement'
      ? renderers.renderAgreementPdf(task.agreement)
      : renderers.renderInvoicePdf(task.invoice, task.payTo);
}
