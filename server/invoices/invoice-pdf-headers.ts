import { invoicePdfFilename } from '~/domain/invoice-status';

/**
 * The headers of an invoice's PDF, for staff (`GET /api/inbox/invoices/:id/pdf`) and on the hosted
 * link (`/invoices/:token/pdf`) alike (docs/product.md#invoice-pdf): a download named after the
 * number, never kept by a shared cache, never indexed.
 */
export function invoicePdfHeaders(
  invoice: { number: string },
  pdf: Buffer,
): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${invoicePdfFilename(invoice)}"`,
    'Content-Length': String(pdf.length),
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
  };
}
