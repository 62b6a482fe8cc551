import { invoicePdfFilename } from '~/domain/invoice-status';
import { PDF_RETRY_AFTER_SECONDS } from '~/server/documents/pdf-drawer';

/**
 * The headers of an invoice's PDF, for staff (`GET /api/inbox/invoices/:id/pdf`) and on the hosted
 * link (`/invoices/:token/pdf`) alike (docs/product.md#invoice-pdf): a download named after the
 * number, never indexed, and never kept by a shared cache (the link is a capability), while the
 * reader's own browser may keep it and revalidate with its ETag: one version of an invoice is
 * always the same bytes (docs/decisions/048-pdf-worker-pool.md).
 */
export function invoicePdfHeaders(
  invoice: { number: string },
  pdf: { etag: string; bytes: Buffer },
): Record<string, string> {
  return pdfDownloadHeaders(invoicePdfFilename(invoice), pdf);
}

/**
 * The same headers for any stored PDF, named `filename` (a signed agreement's too:
 * docs/product.md#agreement-pdf).
 */
export function pdfDownloadHeaders(
  filename: string,
  pdf: { etag: string; bytes: Buffer },
): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Content-Length': String(pdf.bytes.length),
    ...revalidationHeaders(pdf.etag),
  };
}

/** What a 304 repeats of the full answer. */
export function revalidationHeaders(etag: string): Record<string, string> {
  return { ETag: etag, 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': 'noindex' };
}

/** A busy PDF pool's answer: try again shortly. */
export const pdfBusyHeaders = (): Record<string, string> => ({
  'Retry-After': String(PDF_RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
});

/**
 * Whether an `If-None-Match` header names this entity tag (RFC 9110 §13.1.2: weak comparison,
 * so `W/"x"` matches `"x"`; `*` matches any).
 */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}
