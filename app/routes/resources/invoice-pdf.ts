import { findInvoiceByToken } from '~/server/invoices/invoice-lifecycle-store';
import { invoicePdfHeaders } from '~/server/invoices/invoice-pdf-headers';
import type { Route } from './+types/invoice-pdf';

/**
 * `/invoices/{token}/pdf`: the hosted invoice's PDF (docs/product.md#invoice-pdf), for whoever
 * holds the link. Downloading it is not a view of the page; an unknown token is a plain 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context;
  const invoice = await findInvoiceByToken(services.db, params.token);
  if (!invoice)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const pdf = await services.renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), { headers: invoicePdfHeaders(invoice, pdf) });
}
