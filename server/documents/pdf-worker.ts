import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { move } from 'piscina';
import { registerInvoiceFonts, renderInvoicePdf } from '~/components/invoice/InvoicePdf.server';
import type { ComputedInvoice } from '~/domain/invoice';
import { WARM_UP_INVOICE } from '~/server/invoices/invoice-renderer';

/**
 * A worker thread of the PDF pool (docs/decisions/048-pdf-worker-pool.md), bundled on its own as
 * build/pdf-worker.js. It imports the PDF component itself, not through the React Router build: a
 * worker has no use for the pages. The fonts are the TrueType files the build unpacked beside it
 * (build/fonts), and one small invoice is drawn before the worker takes tasks, so the first
 * client's PDF does not pay for parsing them.
 */
const fontDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
registerInvoiceFonts((name) => fs.readFileSync(path.join(fontDir, `${name}.ttf`)));
await renderInvoicePdf(WARM_UP_INVOICE);

/** Draws one invoice; its bytes are moved to the main thread, not copied. */
export default async function drawInvoicePdf(invoice: ComputedInvoice) {
  const pdf = await renderInvoicePdf(invoice);
  // A copy of its own: a small Buffer may share Node's pool, which must not be transferred.
  return move(new Uint8Array(pdf));
}
