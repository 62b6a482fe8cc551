import { createHash } from 'node:crypto';
import { STRIPE_CHECKOUT_ORIGIN, type Config } from '~/server/config';

/**
 * The Content-Security-Policy of every response. Scripts run only from this origin plus, for the
 * inline scripts React Router writes into a page, either the response's nonce (pages rendered per
 * request) or the SHA-256 of each inline script (cached pages, whose bytes are shared by every
 * visitor and so can carry no per-response nonce). Never 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy(options: {
  /** `'nonce-…'` or `'sha256-…'` sources for the page's inline scripts. */
  inlineScripts: string[];
  dev?: boolean;
  /** Origins besides this one that a form may post to or be redirected to (`paymentFormTargets`). */
  formTargets?: string[];
}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.inlineScripts],
    // Style attributes (the invoice document, slider positions, progress bars) need inline styles;
    // styles cannot run code, scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.dev ? ['ws:'] : [])],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...(options.formTargets ?? [])],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Where a form of the site may lead besides the site: Stripe's hosted checkout page when card
 * payments are on, or the origin of `STRIPE_API_BASE` where that is set (a test double serves its
 * checkout page there). Chromium applies `form-action` to the redirects that follow a form post
 * too, so the Pay button's post answered with a 303 to the checkout page needs that page's origin.
 */
export function paymentFormTargets(config: Pick<Config, 'payments'>): string[] {
  if (!config.payments) return [];
  return [config.payments.apiBase?.origin ?? STRIPE_CHECKOUT_ORIGIN];
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * `'sha256-…'` sources for every inline script of an HTML document that the browser would run
 * (scripts with `src` and JSON data blocks need none). The browser hashes the raw text between
 * the tags, exactly as it appears in the bytes sent, so this hashes the same text.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
