import type { ServerBuild } from 'react-router';
import type { AgreementDocument } from '~/domain/agreement-document';
import type { ComputedInvoice } from '~/domain/invoice';
import { exportOf } from '~/server/invoices/invoice-renderer';

/**
 * What the PDF workers draw (docs/decisions/048-pdf-worker-pool.md): an invoice or a signed
 * agreement, through the one pool and its one bounded queue.
 */
export type PdfTask =
  | { kind: 'invoice'; invoice: ComputedInvoice }
  | { kind: 'agreement'; agreement: AgreementDocument };

/**
 * Draws a task on this thread through the React Router build's own PDF components
 * (app/entry.server.tsx): development only, where there is no worker bundle (048).
 */
export function pdfRendererOf(build: ServerBuild): (task: PdfTask) => Promise<Buffer> {
  const invoice = exportOf(build, 'renderInvoicePdf') as (i: ComputedInvoice) => Promise<Buffer>;
  const agreement = exportOf(build, 'renderAgreementPdf') as (
    a: AgreementDocument,
  ) => Promise<Buffer>;
  return (task) => (task.kind === 'agreement' ? agreement(task.agreement) : invoice(task.invoice));
}
