import { decode } from 'turbo-stream';
import type { TestServer } from './server';

/** Decodes React Router's single-fetch answer (a turbo-stream) to the route's action data. */
export async function decodeTurboStream(text: string): Promise<unknown> {
  const decoded = await decode(new Blob([text]).stream());
  await decoded.done;
  return (decoded.value as { data?: unknown }).data;
}

/**
 * Posts to a route action the way the browser's fetcher does (`<path>.data`), as JSON or as a
 * classic form, and returns the status and the decoded action data.
 */
export async function postAction<T>(
  server: TestServer,
  path: string,
  body: unknown,
  { asForm = false }: { asForm?: boolean } = {},
): Promise<{ status: number; data: T }> {
  const init: RequestInit = { method: 'POST' };
  if (asForm) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body as Record<string, string>)) form.set(key, value);
    init.body = form;
  } else {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${server.url}${path}.data`, init);
  const text = await response.text();
  return { status: response.status, data: (await decodeTurboStream(text)) as T };
}
