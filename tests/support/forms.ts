import sharp from 'sharp';
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

/** A signature as the pad produces it: a PNG data URL with ink on it. */
export async function signaturePng(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150"><rect width="600" height="150" fill="#fff"/><path d="M20 100 C 120 10, 220 140, 320 60 S 520 40, 580 110" stroke="#000" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
