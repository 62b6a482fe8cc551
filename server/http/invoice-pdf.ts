import type { RequestHandler } from 'express';
import type { ComputedInvoice } from '~/domain/invoice';
import type { AppDeps } from '~/server/context';
import { invoicePdfFilename } from '~/domain/invoice-status';
import { sendPdf, type ServedPdf } from './pdf-response';
import { findInvoiceByToken } from '~/server/invoices/invoice-lifecycle-store';
import type { PayTo } from '~/server/invoices/invoice-pdfs';
import { findBankDetails } from '~/server/payments/bank-details-store';

/**
 * `/invoices/{token}/pdf`: the hosted invoice's PDF (docs/product.md#invoice-pdf), for whoever
 * holds the link. Downloading it is not a view of the page; an unknown token is a plain 404. The
 * PDF is drawn once per version of the invoice and kept (docs/decisions/048-pdf-worker-pool.md):
 * a reader holding the current version gets a 304, one arriving while the PDF workers are
 * saturated a 503 with Retry-After. Served by Express, not by a React Router resource route: a
 * stored PDF costs a database read and a write to the socket, and the router's request pipeline
 * would cost several times that.
 */
export function hostedInvoicePdf(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const invoice = await findInvoiceByToken(deps.db, String(req.params.token));
    if (!invoice) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    const payTo = await findBankDetails(deps.db);
    await sendPdf(req, res, () => servedInvoicePdf(deps, invoice, payTo), {
      etag: deps.invoicePdfs.etag(invoice, payTo),
    });
  };
}

/** An invoice's PDF as it downloads, drawn now if this version has not been (never waiting). */
export async function servedInvoicePdf(
  deps: AppDeps,
  invoice: ComputedInvoice & { _id: string },
  payTo: PayTo,
): Promise<ServedPdf> {
  const pdf = await deps.invoicePdfs.get(invoice._id, invoice, payTo, { wait: false });
  return { ...pdf, filename: invoicePdfFilename(invoice) };
}
