import type { TestServer } from './server';

/**
 * Decodes React Router's single-fetch answer (turbo-stream: one flat array in which objects map
 * `_<key index>` to a value index). Covers what actions return: objects, arrays, strings, numbers,
 * booleans, null and null-prototype objects.
 */
export function decodeTurboStream(text: string): unknown {
  const firstLine = text.split('\n')[0] ?? '';
  const table = JSON.parse(firstLine) as unknown[];
  const seen = new Map<number, unknown>();
  const hydrate = (index: number): unknown => {
    if (index === -5) return undefined;
    if (index === -7) return null;
    if (index < 0) throw new Error(`unsupported turbo-stream constant ${index}`);
    if (seen.has(index)) return seen.get(index);
    const value = table[index];
    let result: unknown;
    if (Array.isArray(value)) {
      if (value[0] === 'N' && typeof value[1] === 'object') {
        result = hydrateObject(value[1] as Record<string, number>);
      } else if (typeof value[0] === 'string') {
        throw new Error(`unsupported turbo-stream type ${value[0]}`);
      } else {
        result = (value as number[]).map(hydrate);
      }
    } else if (value && typeof value === 'object') {
      result = hydrateObject(value as Record<string, number>);
    } else {
      result = value;
    }
    seen.set(index, result);
    return result;
  };
  const hydrateObject = (entries: Record<string, number>) => {
    const out: Record<string, unknown> = {};
    for (const [key, valueIndex] of Object.entries(entries)) {
      out[String(table[Number(key.slice(1))])] = hydrate(valueIndex);
    }
    return out;
  };
  const root = hydrate(0) as { data?: unknown };
  return root.data;
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
  return { status: response.status, data: decodeTurboStream(text) as T };
}
