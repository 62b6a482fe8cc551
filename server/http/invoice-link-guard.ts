import type { RequestHandler } from 'express';
import type { Logger } from '~/server/logger';
import { CAPABILITY_PATHS, decodePath, routedUrl } from '~/server/capability-links';
import type { Limiter } from '~/server/rate-limits';

/** Private link requests allowed per IP address in this window (INVOICE_LINK_RATE_LIMIT). */
export const INVOICE_LINK_WINDOW_MS = 10 * 60 * 1000;

export const INVOICE_LINK_RATE_MESSAGE =
  'Too many invoice requests from your network. Please wait a few minutes and try again.';

const PRIVATE_PATH = new RegExp(`^/+(?:${CAPABILITY_PATHS.join('|')})/+[^/]`, 'i');

/**
 * Whether a request is for a private link: the hosted invoice (`/invoices/{token}`, its PDF), a
 * client's order page (`/orders/{token}`, its documents), the agreement page for an order
 * (`/agreement?order={token}`, which shows the buyer's name and email), or React Router's data
 * request for any of them, however it is spelled: the target is read as routing reads it (dot
 * segments resolved, percent-escapes decoded, case folded), so `/%49nvoices/…` and
 * `/blog/../orders/…` count too. All are public to whoever holds the link, and all are counted
 * together, so guessing one kind of link is no cheaper than another.
 */
export function isPrivateLink(target: string): boolean {
  const url = routedUrl(target);
  if (!url) return false;
  const path = decodePath(url.pathname);
  if (PRIVATE_PATH.test(path)) return true;
  return /^\/+agreement(?:\.data)?\/*$/i.test(path) && url.searchParams.has('order');
}

/**
 * Rate-limits private links per client address (docs/decisions/048-pdf-worker-pool.md): each link
 * is public to whoever holds it, so guessing must stay slow, and each request may cost a PDF
 * drawing or a page render. Past the limit the
 * guard answers 429 with Retry-After, before the database is touched. The limiter is shared
 * through Redis when it is configured, so several instances count together.
 */
export function invoiceLinkGuard(options: {
  /** INVOICE_LINK_RATE_LIMIT requests per INVOICE_LINK_WINDOW_MS. */
  limiter: Limiter;
  logger: Logger;
}): RequestHandler {
  const { limiter, logger } = options;
  const limit = limiter.points;
  let lastWarning = 0;
  return async (req, res, next) => {
    if (!isPrivateLink(req.originalUrl)) return next();
    let count = 0;
    try {
      count = await limiter.hit(req.ip ?? 'unknown');
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
