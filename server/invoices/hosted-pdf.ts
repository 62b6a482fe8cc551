import type { RequestHandler } from 'express';
import type { AppServices } from '~/server/context';
import { isPdfQueueFull } from '~/server/documents/pdf-drawer';
import { findInvoiceByToken } from './invoice-lifecycle-store';
import {
  invoicePdfHeaders,
  matchesIfNoneMatch,
  pdfBusyHeaders,
  revalidationHeaders,
} from './invoice-pdf-headers';

/**
 * `/invoices/{token}/pdf`: the hosted invoice's PDF (docs/product.md#invoice-pdf), for whoever
 * holds the link. Downloading it is not a view of the page; an unknown token is a plain 404. The
 * PDF is drawn once per version of the invoice and kept (docs/decisions/048-pdf-worker-pool.md):
 * a reader holding the current version gets a 304, one arriving while the PDF workers are
 * saturated a 503 with Retry-After. Served by Express, not by a React Router resource route: a
 * stored PDF costs a database read and a write to the socket, and the router's request pipeline
 * would cost several times that.
 */
export function hostedInvoicePdf(services: AppServices): RequestHandler {
  return async (req, res) => {
    const invoice = await findInvoiceByToken(services.db, String(req.params.token));
    if (!invoice) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    const etag = services.invoicePdfs.etag(invoice);
    if (matchesIfNoneMatch(req.get('if-none-match'), etag)) {
      res.status(304).set(revalidationHeaders(etag)).end();
      return;
    }
    try {
      const pdf = await services.invoicePdfs.get(invoice._id, invoice, { wait: false });
      res.set(invoicePdfHeaders(invoice, pdf)).end(req.method === 'HEAD' ? undefined : pdf.bytes);
    } catch (error) {
      if (!isPdfQueueFull(error)) throw error;
      res.status(503).set(pdfBusyHeaders()).type('text/plain').send(error.message);
    }
  };
}
