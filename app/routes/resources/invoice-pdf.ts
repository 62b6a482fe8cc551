import { isPdfQueueFull } from '~/server/documents/pdf-drawer';
import { findInvoiceByToken } from '~/server/invoices/invoice-lifecycle-store';
import {
  invoicePdfHeaders,
  matchesIfNoneMatch,
  pdfBusyHeaders,
  revalidationHeaders,
} from '~/server/invoices/invoice-pdf-headers';
import type { Route } from './+types/invoice-pdf';

const plain = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

/**
 * `/invoices/{token}/pdf`: the hosted invoice's PDF (docs/product.md#invoice-pdf), for whoever
 * holds the link. Downloading it is not a view of the page; an unknown token is a plain 404. The
 * PDF is drawn once per version of the invoice and kept (docs/decisions/048-pdf-worker-pool.md):
 * a reader holding the current version gets a 304, and one arriving while the PDF workers are
 * saturated a 503 with Retry-After.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services } = context;
  const invoice = await findInvoiceByToken(services.db, params.token);
  if (!invoice) return plain(404, 'Not found');
  const etag = services.invoicePdfs.etag(invoice);
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers: revalidationHeaders(etag) });
  try {
    const pdf = await services.invoicePdfs.get(invoice._id, invoice, { wait: false });
    const headers = invoicePdfHeaders(invoice, pdf);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(pdf.bytes), { headers });
  } catch (error) {
    if (isPdfQueueFull(error)) return plain(503, error.message, pdfBusyHeaders());
    throw error;
  }
}
