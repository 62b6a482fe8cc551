import type { Request, Response } from 'express';

/**
 * The headers of a stored PDF named `filename`: an invoice's, for staff
 * (`GET /api/inbox/invoices/:id/pdf`) and on the hosted link (`/invoices/:token/pdf`) alike
 * (docs/product.md#invoice-pdf), and a signed agreement's (docs/product.md#agreement-pdf): a
 * download, never indexed, and never kept by a shared cache (the link is a capability), while the
 * reader's own browser may keep it and revalidate with its ETag: one version of a document is
 * always the same bytes (docs/decisions/048-pdf-worker-pool.md).
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

/** A stored PDF as it is served: its bytes, its entity tag and the name it downloads under. */
export interface ServedPdf {
  bytes: Buffer;
  etag: string;
  filename: string;
}

/**
 * Answers a GET or HEAD for a stored PDF (an invoice's or a signed agreement's): a 304 when the
 * reader holds this version (`etag`, when it is known before the PDF is read, spares reading it),
 * the file otherwise. While the PDF workers are saturated `pdf` throws PdfQueueFull, which the
 * error handler answers 503 with Retry-After. Answers false, having sent nothing, when there is
 * no such PDF.
 */
export async function sendPdf(
  req: Request,
  res: Response,
  pdf: () => Promise<ServedPdf | undefined>,
  { etag }: { etag?: string } = {},
): Promise<boolean> {
  const held = (tag: string) => matchesIfNoneMatch(req.get('if-none-match'), tag);
  if (etag && held(etag)) {
    res.status(304).set(revalidationHeaders(etag)).end();
    return true;
  }
  const served = await pdf();
  if (!served) return false;
  if (held(served.etag)) {
    res.status(304).set(revalidationHeaders(served.etag)).end();
    return true;
  }
  res
    .set(pdfDownloadHeaders(served.filename, served))
    .end(req.method === 'HEAD' ? undefined : served.bytes);
  return true;
}
