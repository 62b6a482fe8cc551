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

/**
 * The one API client: JSON in and out, the stored token as a Bearer header whenever there is one,
 * a timeout, and errors that carry the server's message (docs/product.md#api-client: the body's
 * message, else the error's text, else 'Something went wrong').
 */
export async function api<T = Record<string, unknown>>(
  path: string,
  { method = 'GET', body, signal }: ApiOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
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
  let payload: Record<string, unknown> = {};
  try {
    payload = (await response.json()) as Record<string, unknown>;
  } catch {
    payload = {};
  }
  if (!response.ok) {
    if (response.status === 401 && token) endSession();
    const message =
      typeof payload.message === 'string' && payload.message
        ? payload.message
        : response.statusText || 'Something went wrong';
    throw new ApiError(
      response.status,
      message,
      (payload.errors as Record<string, string> | undefined) ?? {},
    );
  }
  return payload as T;
}

/**
 * Downloads a file the API serves only to signed-in staff (a link cannot carry the Bearer token):
 * fetches it with the token, then saves it under `filename` through a temporary object URL.
 * Errors are ApiErrors with the server's message, like `api`'s.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      0,
      timedOut
        ? 'The server took too long to answer. Please try again.'
        : 'Network error: please check your connection and try again.',
    );
  }
  if (!response.ok) {
    if (response.status === 401 && token) endSession();
    const payload = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError(
      response.status,
      typeof payload.message === 'string' && payload.message
        ? payload.message
        : response.statusText || 'Something went wrong',
    );
  }
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
