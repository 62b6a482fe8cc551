import type { Request, RequestHandler, Response } from 'express';
import { formKey } from './form-guard';

/** What pages answer to: reading, and posting their forms. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
/** Forms whose page also accepts JSON (the invoice builder sends its lines as JSON). */
const JSON_FORMS = new Set(['/invoice']);

function refuse(res: Response, status: number, message: string) {
  const accepts = res.req.accepts(['html', 'json']);
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  if (accepts === 'json') res.json({ status, message });
  else res.type('text/plain').send(message);
}

/** Where a page POST came from, judged from what browsers send; see `postSource`. */
type PostSource = 'same-origin' | 'cross-site' | 'unlabelled';

/** The origin this request was addressed to, as the visitor's browser sees it. */
export function ownOrigin(req: Request): string {
  const host = (req.get('host') ?? '').split(/[\\/?#@\s]/)[0] || 'localhost';
  return `${req.protocol}://${host}`.toLowerCase();
}

/**
 * Whether a page POST comes from one of this site's own pages. Browsers label a request with
 * `Sec-Fetch-Site` (every current browser), and with `Origin`; a page whose referrer policy hides
 * the referrer makes Chromium send `Origin: null` even for its own forms, so `null` alone proves
 * nothing either way. Requests with neither header (curl, scripts, very old browsers) cannot be
 * forged by another site's page and are let through, as React Router does.
 */
function postSource(req: Request): PostSource {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') {
    return site === 'same-origin' || site === 'none' ? 'same-origin' : 'cross-site';
  }
  const origin = req.headers.origin;
  if (origin === undefined) return 'unlabelled';
  if (origin === 'null') return 'cross-site';
  let sent: string;
  try {
    sent = new URL(origin).host.toLowerCase();
  } catch {
    return 'cross-site';
  }
  // Behind a TLS proxy the scheme seen here may differ from the browser's; the host decides.
  return sent === new URL(ownOrigin(req)).host ? 'same-origin' : 'cross-site';
}

/**
 * Before any page renders: a method pages do not answer gets 405 with `Allow`, and a form post in
 * a format no form sends gets 415, instead of reaching an action that cannot read it. Requests
 * without a Host header (possible with HTTP/1.0) get 400: there is no site to answer for; so does
 * an address with a NUL character in its path. A form post from another site's page gets 403; one
 * from the site's own pages is marked `res.locals.sameOriginPost`, so the renderer hands React
 * Router an `Origin` it agrees with (docs/decisions/047-form-posts-without-javascript.md).
 */
export function pageRequestGuard(): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/api/')) return next();
    if (!req.headers.host) {
      refuse(res, 400, 'A Host header is required');
      return;
    }
    // No page's address holds a NUL character, and PostgreSQL refuses text that does (a 500).
    if (/%00/.test(req.path)) {
      refuse(res, 400, 'The address contains an invalid character');
      return;
    }
    if (!PAGE_METHODS.includes(req.method)) {
      res.setHeader('Allow', PAGE_METHODS.join(', '));
      refuse(res, 405, `${req.method} is not allowed here`);
      return;
    }
    if (req.method !== 'POST') return next();
    const type = (req.headers['content-type'] ?? '').toLowerCase();
    const formData =
      type.startsWith('application/x-www-form-urlencoded') ||
      (type.startsWith('multipart/form-data') && /boundary=/.test(type));
    const json = type.startsWith('application/json') && JSON_FORMS.has(formKey(req.path));
    if (!formData && !json) {
      refuse(res, 415, 'Send the form as form data');
      return;
    }
    const source = postSource(req);
    if (source === 'cross-site') {
      refuse(res, 403, "Forms on this site can only be sent from the site's own pages");
      return;
    }
    res.locals.sameOriginPost = source === 'same-origin';
    next();
  };
}
