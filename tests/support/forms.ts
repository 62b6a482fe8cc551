import type { TestServer } from './server';

export type FormFields = Record<string, string | string[] | undefined>;

export interface FormAnswer {
  status: number;
  text: string;
  headers: Headers;
}

/**
 * Posts a form the way a browser without JavaScript does (application/x-www-form-urlencoded to the
 * page), or with `data: true` the way React Router's fetcher does (to `<page>.data`).
 */
export async function postForm(
  server: TestServer,
  path: string,
  fields: FormFields,
  options: { data?: boolean; headers?: Record<string, string> } = {},
): Promise<FormAnswer> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  const url = `${server.url}${options.data ? `${path}.data` : path}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'ecs-tests/1.0',
      ...options.headers,
    },
    body,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}
