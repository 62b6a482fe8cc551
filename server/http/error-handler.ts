import type { ErrorRequestHandler, Request, Response } from 'express';
import { toHttp } from './errors';

/** As JSON to the API and to clients that ask for it, else as text. */
function send(
  req: Request,
  res: Response,
  body: { status: number; message: string; errors?: Record<string, string> },
) {
  if (req.path.startsWith('/api/') || req.accepts(['json', 'html']) === 'json') {
    res.status(body.status).json(body);
  } else {
    res.status(body.status).type('text/plain').send(body.message);
  }
}

/**
 * The last handler. A refusal (server/errors.ts, answered by `toHttp`) gets its status, headers,
 * message and field errors. Anything else is logged and answered 500, or the 4xx a library's
 * middleware gave it (a body that is not JSON, or too large).
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const refusal = toHttp(error);
  if (refusal) {
    if (res.headersSent) return;
    const { headers, ...body } = refusal;
    res.set(headers);
    send(req, res, body);
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
  send(req, res, { status, message });
};
