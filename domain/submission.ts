/** What a form answers a client past its limit of posts (the form guard's 429). */
export const FORM_RATE_LIMIT_MESSAGE =
  'Too many submissions from your network. Please wait a few minutes and try again.';

/**
 * What every public form's action answers; `status` is also the HTTP status: a refusal's (400
 * for input, 409 for a state that does not allow it, 429 past the limit…) or 500 for a failure
 * that is not the visitor's. A form adds its own receipt to a success (the invoice: its number and
 * total) and may echo structured values.
 */
export type SubmissionResult<Receipt extends object = object, Values = Record<string, string>> =
  | ({ ok: true; status: 200; message: string; reference: string } & Receipt)
  | {
      ok: false;
      status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;
      message: string;
      errors?: Record<string, string>;
      /** What was sent, so a form posted without JavaScript comes back filled in. */
      values?: Values;
    };

/**
 * A form's starting values: its defaults, overridden by what the visitor sent when the page comes
 * back from a refused submission without JavaScript (text fields, and lists such as invoice rows).
 */
export function initialValues<T extends Record<string, unknown>>(
  defaults: T,
  result: SubmissionResult<object, unknown> | undefined,
): T {
  if (!result || result.ok || !result.values || typeof result.values !== 'object') return defaults;
  const values: Record<string, unknown> = { ...defaults };
  const sent: Record<string, unknown> = { ...result.values };
  for (const key of Object.keys(defaults)) {
    const value = sent[key];
    if (typeof defaults[key] === 'string' && typeof value === 'string') values[key] = value;
    else if (Array.isArray(defaults[key]) && Array.isArray(value)) values[key] = value;
  }
  return values as T;
}
