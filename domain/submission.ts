/** What every public form action answers; `status` is also the HTTP status. */
export type SubmissionResult =
  | { ok: true; status: 200; message: string; reference: string }
  | {
      ok: false;
      status: 400 | 429 | 500;
      message: string;
      errors?: Record<string, string>;
      /** What was sent, so a form posted without JavaScript comes back filled in. */
      values?: Record<string, string>;
    };

/**
 * A form's starting values: its defaults, overridden by what the visitor sent when the page comes
 * back from a refused submission without JavaScript.
 */
export function initialValues<T extends Record<string, unknown>>(
  defaults: T,
  result: SubmissionResult | undefined,
): T {
  if (!result || result.ok || !result.values) return defaults;
  const values: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults))
    if (typeof defaults[key] === 'string' && typeof result.values[key] === 'string')
      values[key] = result.values[key];
  return values as T;
}
