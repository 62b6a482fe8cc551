import type { ErrorRequestHandler } from 'express';
import { toHttpError } from './errors';

/**
 * The last handler: a refusal (HttpError or a domain error, mapped by `toHttpError`) answers its
 * status, message and field errors as JSON; anything else is logged and answered 500 (or the
 * status a middleware gave it), as JSON to the API and to clients that ask for it, else as text.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const refusal = toHttpError(error);
  if (refusal) {
    if (res.headersSent) return;
    res.status(refusal.status).json({
      status: refusal.status,
      message: refusal.message,
      ...(refusal.errors ? { errors: refusal.errors } : {}),
    });
    return;
  }
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 600
      ? error.status
      : 500;
  if (status >= 500) req.log.error({ err: error }, 'request failed');
  if (res.headersSent) return;
  const message =
    status === 400 && error?.type === 'entity.parse.failed'
      ? 'Malformed JSON body'
      : status === 413
        ? 'Request body is too large'
        : status < 500
          ? String(error?.message ?? 'Bad request')
          : 'Something went wrong';
  if (req.path.startsWith('/api/') || req.accepts(['json', 'html']) === 'json') {
    res.status(status).json({ status, message });
  } else {
    res.status(status).type('text/plain').send(message);
  }
};
