import type { RequestHandler, Response } from 'express';
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

/**
 * Before any page renders: a method pages do not answer gets 405 with `Allow`, and a form post in
 * a format no form sends gets 415, instead of reaching an action that cannot read it. Requests
 * without a Host header (possible with HTTP/1.0) get 400: there is no site to answer for.
 */
export function pageRequestGuard(): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/api/')) return next();
    if (!req.headers.host) {
      refuse(res, 400, 'A Host header is required');
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
    next();
  };
}
