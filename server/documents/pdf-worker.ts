import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';
import { move } from 'piscina';
import { renderAgreementPdf } from '~/documents/agreement/AgreementPdf.server';
import { renderInvoicePdf } from '~/documents/invoice/InvoicePdf.server';
import { registerPdfFonts } from '~/documents/pdf/PdfLayout.server';
import { WARM_UP_INVOICE } from './warm-up-invoice';
import type { PdfTask, PdfWorkerData } from './pdf-task';

/**
 * A worker thread of the PDF pool (docs/decisions/048-pdf-worker-pool.md), bundled on its own as
 * build/pdf-worker.js. It imports the PDF components themselves, not through the React Router
 * build: a worker has no use for the pages. The fonts are the TrueType files the build unpacked
 * beside it (build/fonts), and one small invoice is drawn before the worker takes tasks, so the
 * first client's PDF does not pay for parsing them. With PDF_WARM_UP=false the worker started for
 * the first PDF asked for draws that one at once instead.
 */
const fontDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
registerPdfFonts((name) => fs.readFileSync(path.join(fontDir, `${name}.ttf`)));
if ((workerData as PdfWorkerData | undefined)?.warmUp !== false)
  await renderInvoicePdf(WARM_UP_INVOICE);

/** Draws one invoice or agreement; its bytes are moved to the main thread, not copied. */
export default async function drawPdf(task: PdfTask) {
  const pdf =
    task.kind === 'agreement'
      ? await renderAgreementPdf(task.agreement)
      : await renderInvoicePdf(task.invoice, task.payTo);
  // A copy of its own: a small Buffer may share Node's pool, which must not be transferred.
  return move(new Uint8Array(pdf));
}
