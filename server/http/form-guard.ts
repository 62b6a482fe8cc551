import type { RequestHandler } from 'express';
import { FORM_RATE_LIMIT_MESSAGE } from '~/domain/submission';
import type { Logger } from '~/server/logger';
import type { Limiter } from '~/server/rate-limits';

/** Public form posts allowed per IP address and form in this window (FORM_RATE_LIMIT per window). */
export const FORM_WINDOW_MS = 10 * 60 * 1000;

/** Largest request body per form; the signature image makes the agreement the biggest. */
export const FORM_BODY_LIMITS: Record<string, number> = {
  '/agreement': 768 * 1024,
  '/invoice': 256 * 1024,
};
export const DEFAULT_FORM_BODY_LIMIT = 64 * 1024;

/**
 * Forms whose own buttons change the form when scripts are off (the invoice's "Add service" and
 * "Remove", docs/decisions/047-…): such a post goes to the form's address with `?edit`, stores and
 * sends nothing, and is counted apart from the form's submissions, on FORM_EDIT_ALLOWANCE times
 * their limit, past which the guard answers 429 itself. Anywhere else `?edit` means nothing and the
 * post counts as a submission.
 */
export const EDITABLE_FORMS: ReadonlySet<string> = new Set(['/invoice']);
export const FORM_EDIT_PARAM = 'edit';
export const FORM_EDIT_ALLOWANCE = 10;

/** What the guard found, handed to route actions through the load context. */
export interface FormGuardResult {
  rateLimited: boolean;
  retryAfterSeconds: number;
}

/**
 * The form a page POST belongs to: `/contact`, `/checkout`, `/dedicatedresources`… keyed on what
 * the request does, not on how its path is spelled: percent-encoding is decoded and case folded
 * (routing ignores both), empty segments and a trailing slash are dropped, and React Router's data
 * requests (`/contact.data`, `/_root.data`) count as the page they post to. So `/Contact`,
 * `/%63ontact/` and `/CONTACT.data` share one limit.
 */
export function formKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape cannot route anywhere; the raw spelling is key enough.
  }
  const page = decoded
    .toLowerCase()
    .replace(/\.data$/, '')
    .replace(/^\/_root$/, '/');
  const first = page.split('/').filter(Boolean)[0];
  return first ? `/${first.replace(/\.data$/, '')}` : '/';
}

/**
 * Guards every public POST (anything outside /api, i.e. every React Router action, including
 * forms added later): a body size limit, and a per-IP counter per form. Past the limit the request
 * still reaches the action, which answers 429 next to the form; far past it (3×) the guard answers
 * 429 itself without touching the database.
 */
export function publicFormGuard(options: {
  /** FORM_RATE_LIMIT posts per FORM_WINDOW_MS. */
  limiter: Limiter;
  logger: Logger;
}): RequestHandler {
  const { limiter, logger } = options;
  const limit = limiter.points;
  return async (req, res, next) => {
    if (req.method !== 'POST' || req.path.startsWith('/api/')) return next();
    const key = formKey(req.path);
    const maxBytes = FORM_BODY_LIMITS[key] ?? DEFAULT_FORM_BODY_LIMIT;
    const length = req.headers['content-length'];
    if (length === undefined && req.headers['transfer-encoding']) {
      res.status(411).type('text/plain').send('A Content-Length header is required');
      return;
    }
    if (Number(length ?? 0) > maxBytes) {
      res.status(413).type('text/plain').send('Request body is too large');
      return;
    }
    const editing = EDITABLE_FORMS.has(key) && req.query[FORM_EDIT_PARAM] !== undefined;
    let count = 0;
    try {
      count = await limiter.hit(`${key}${editing ? '?edit' : ''}:${req.ip ?? 'unknown'}`);
    } catch (error) {
      // A limiter outage must not take the forms down with it.
      logger.warn({ err: error }, 'form rate counter unavailable; request allowed');
    }
    const retryAfterSeconds = Math.ceil(FORM_WINDOW_MS / 1000);
    if (editing) {
      if (count > limit * FORM_EDIT_ALLOWANCE) {
        res.setHeader('Retry-After', String(retryAfterSeconds));
        logger.warn({ ip: req.ip, form: key, count }, 'form edit refused: rate limit');
        res.status(429).type('text/plain').send(FORM_RATE_LIMIT_MESSAGE);
        return;
      }
      res.locals.formGuard = { rateLimited: false, retryAfterSeconds } satisfies FormGuardResult;
      return next();
    }
    const guard: FormGuardResult = { rateLimited: count > limit, retryAfterSeconds };
    res.locals.formGuard = guard;
    if (guard.rateLimited) {
      res.setHeader('Retry-After', String(retryAfterSeconds));
      logger.warn({ ip: req.ip, form: key, count }, 'form submission refused: rate limit');
      if (count > limit * 3) {
        res.status(429).type('text/plain').send(FORM_RATE_LIMIT_MESSAGE);
        return;
      }
    }
    next();
  };
}
