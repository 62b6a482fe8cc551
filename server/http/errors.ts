import { unreachable } from '~/domain/exhaustive';
import { isAppError, type AnyAppError } from '~/server/errors';

/** The statuses a refusal is answered with. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** A refusal as HTTP says it: the API's JSON body, a form's result, a page's status. */
export interface HttpRefusal {
  status: RefusalStatus;
  /** Meant for the person who made the request; shown above the form. */
  message: string;
  /** A message per field, next to it; only when there are any. */
  errors?: Record<string, string>;
  headers: Record<string, string>;
}

/** A refusal for now, not for good: when to ask again, and never from a cache. */
const tryAgain = (seconds: number) => ({
  'Retry-After': String(Math.max(1, Math.ceil(seconds))),
  'Cache-Control': 'no-store',
});

function answer(error: AnyAppError): { status: RefusalStatus; headers: Record<string, string> } {
  switch (error.kind) {
    case 'input-refused':
      return { status: 400, headers: {} };
    case 'sign-in-required':
      return { status: 401, headers: {} };
    case 'not-allowed':
      return { status: 403, headers: {} };
    case 'not-found':
      return { status: 404, headers: {} };
    case 'state-conflict':
      return { status: 409, headers: {} };
    case 'payload-too-large':
      return { status: 413, headers: {} };
    case 'too-many-requests':
      return { status: 429, headers: tryAgain(error.retryAfterSeconds) };
    case 'busy':
      return { status: 503, headers: tryAgain(error.retryAfterSeconds) };
    default:
      return unreachable(error);
  }
}

/**
 * The one place a refusal (server/errors.ts) becomes HTTP: its status, message, field errors and
 * headers, for the API's error handler, the form actions and the page routes alike. Undefined for
 * anything else: an error nobody threw on purpose is a 500, and the caller logs it.
 */
export function toHttp(error: unknown): HttpRefusal | undefined {
  if (!isAppError(error)) return undefined;
  const { status, headers } = answer(error);
  const errors = Object.keys(error.fields).length > 0 ? { ...error.fields } : undefined;
  return { status, message: error.message, ...(errors ? { errors } : {}), headers };
}
