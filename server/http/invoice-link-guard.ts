import type { RequestHandler } from 'express';
import type { Logger } from '~/server/logger';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { hit } from './rate-limits';

/** Hosted invoice requests allowed per IP address in this window (INVOICE_LINK_RATE_LIMIT). */
export const INVOICE_LINK_WINDOW_MS = 10 * 60 * 1000;

export const INVOICE_LINK_RATE_MESSAGE =
  'Too many invoice requests from your network. Please wait a few minutes and try again.';

/**
 * Whether a path is a private link: the hosted invoice (`/invoices/{token}`, its PDF) or a client's
 * order page (`/orders/{token}`, its documents), or React Router's data request for either,
 * however it is spelled: percent-encoding is decoded and case folded, as routing does, so
 * `/%49nvoices/…` counts too. Both are public to whoever holds the link, and both are counted
 * together, so guessing one kind of link is no cheaper than the other.
 */
export function isInvoiceLinkPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape cannot route anywhere; the raw spelling is judged.
  }
  return /^\/+(?:invoices|orders)\/+[^/]/i.test(decoded);
}

/**
 * Rate-limits the hosted invoice per client address (docs/decisions/048-pdf-worker-pool.md): the
 * link is public, and each request may cost a PDF drawing or a page render. Past the limit the
 * guard answers 429 with Retry-After, before the database is touched. The limiter is shared
 * through Redis when it is configured, so several instances count together.
 */
export function invoiceLinkGuard(options: {
  /** INVOICE_LINK_RATE_LIMIT requests per INVOICE_LINK_WINDOW_MS. */
  limiter: RateLimiterAbstract;
  logger: Logger;
}): RequestHandler {
  const { limiter, logger } = options;
  const limit = limiter.points;
  let lastWarning = 0;
  return async (req, res, next) => {
    if (!isInvoiceLinkPath(req.path)) return next();
    let count = 0;
    try {
      count = await hit(limiter, req.ip ?? 'unknown');
    } catch (error) {
      // A limiter outage must not take the hosted invoices down with it.
      logger.warn({ err: error }, 'invoice link rate counter unavailable; request allowed');
    }
    if (count <= limit) return next();
    // One line a minute at most: a flood must not become a flood of log lines.
    if (Date.now() - lastWarning > 60_000) {
      lastWarning = Date.now();
      logger.warn({ ip: req.ip, count }, 'invoice link refused: rate limit');
    }
    res.setHeader('Retry-After', String(Math.ceil(INVOICE_LINK_WINDOW_MS / 1000)));
    res.setHeader('Cache-Control', 'no-store');
    res.status(429).type('text/plain').send(INVOICE_LINK_RATE_MESSAGE);
  };
}
