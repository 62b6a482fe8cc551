import { clearStoredToken, readStoredToken } from './token';

/** No call waits forever (docs/product.md#api-client). */
export const API_TIMEOUT_MS = 15_000;

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Multipart uploads pass FormData as the body. */
  signal?: AbortSignal;
}

/** The stored token as a Bearer header, when there is one. */
function authorization(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * `fetch` with the timeout: a network failure or a timeout becomes an ApiError with status 0 and
 * a message a person can act on.
 */
async function send(path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  try {
    return await fetch(path, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      0,
      timedOut
        ? 'The server took too long to answer. Please try again.'
        : 'Network error: please check your connection and try again.',
    );
  }
}

/** A refused answer as an ApiError; a 401 to a signed-in call also ends the session. */
function refusal(response: Response, payload: Record<string, unknown>, token: string | null) {
  if (response.status === 401 && token) endSession();
  const message =
    typeof payload.message === 'string' && payload.message
      ? payload.message
      : response.statusText || 'Something went wrong';
  return new ApiError(
    response.status,
    message,
    (payload.errors as Record<string, string> | undefined) ?? {},
  );
}

const payloadOf = (response: Response) =>
  response.json().then(
    (payload: unknown) =>
      payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
    () => ({}),
  );

/**
 * The one API client: JSON in and out, the stored token as a Bearer header whenever there is one,
 * a timeout, and errors that carry the server's message (docs/product.md#api-client: the body's
 * message, else the error's text, else 'Something went wrong').
 */
export async function api<T = Record<string, unknown>>(
  path: string,
  { method = 'GET', body, signal }: ApiOptions = {},
): Promise<T> {
  const token = readStoredToken();
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...authorization(token) };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await send(
    path,
    {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    },
    signal,
  );
  const payload = await payloadOf(response);
  if (!response.ok) throw refusal(response, payload, token);
  return payload as T;
}

/**
 * Downloads a file the API serves only to signed-in staff (a link cannot carry the Bearer token):
 * fetches it with the token, then saves it under `filename` through a temporary object URL.
 * Errors are ApiErrors with the server's message, like `api`'s.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = readStoredToken();
  const response = await send(path, { headers: authorization(token) });
  if (!response.ok) throw refusal(response, await payloadOf(response), token);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The server no longer accepts the stored token (signed out elsewhere, password changed, account
 * disabled): forget it, and send a dashboard user back to sign in (decision 006).
 */
export function endSession() {
  clearStoredToken();
  if (typeof window !== 'undefined' && window.location.pathname.startsWith('/dashboard'))
    window.location.assign('/sign-in');
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
