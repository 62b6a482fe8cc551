import { decode } from 'turbo-stream';
import type { TestServer } from './server';

/** Decodes React Router's single-fetch answer (a turbo-stream) to the route's action data. */
export async function decodeTurboStream(text: string): Promise<unknown> {
  const decoded = await decode(new Blob([text]).stream());
  await decoded.done;
  return (decoded.value as { data?: unknown }).data;
}

/**
 * An object as the fields of a form: a list of objects becomes indexed fields, as the invoice
 * builder names its lines (`services.0.plan`), a list of texts repeats its field.
 */
export function formFields(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        item && typeof item === 'object'
          ? Object.entries(item).forEach(([key, v]) => add(`${name}.${index}.${key}`, v))
          : add(name, item),
      );
    } else form.append(name, String(value));
  };
  for (const [key, value] of Object.entries(body)) add(key, value);
  return form;
}

/**
 * Posts to a route action the way the browser's fetcher does (`<path>.data`), as JSON or as a
 * form (see `formFields`), and returns the status and the decoded action data.
 */
export async function postAction<T>(
  server: TestServer,
  path: string,
  body: unknown,
  { asForm = false }: { asForm?: boolean } = {},
): Promise<{ status: number; data: T }> {
  const init: RequestInit = { method: 'POST' };
  if (asForm) {
    init.body = formFields(body as Record<string, unknown>);
  } else {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${server.url}${path}.data`, init);
  const text = await response.text();
  return { status: response.status, data: (await decodeTurboStream(text)) as T };
}
