import type { Request } from 'express';
import type { AppDeps } from '~/server/context';

/** An absolute picture address in HTML: `<img … src="https://…"`, quoted or not. */
const ABSOLUTE_IMAGE_SOURCE = /(<img\b[^>]*?\ssrc\s*=\s*["']?)(https?:\/\/[^\s"'>]+)/gi;

/**
 * Image fields name this site's own images by path (`/uploads/…`, `/images/…`). An integrator may
 * send the absolute address the upload API answered with, or the page's address: when its origin
 * is this site's (PUBLIC_URL, or the host the request came to) it is kept as the path, so it
 * passes the same rule as the dashboard's and shows under any host name. Pictures in the rich-text
 * `htmlFields` get the same treatment; any other absolute address is left for the schema to refuse.
 */
export function withOwnImagePaths(
  deps: Pick<AppDeps, 'publicUrl'>,
  req: Request,
  fields: readonly string[],
  htmlFields: readonly string[] = [],
): unknown {
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const host = req.get('host');
  const origins = new Set([new URL(deps.publicUrl).origin]);
  if (host) origins.add(`${req.protocol}://${host}`);
  const ownPath = (value: string): string | undefined => {
    try {
      const url = new URL(value);
      return origins.has(url.origin) && !url.search && !url.hash ? url.pathname : undefined;
    } catch {
      // Not a URL: the schema says what is wrong with it.
      return undefined;
    }
  };
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const value = result[field];
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    result[field] = ownPath(value) ?? value;
  }
  for (const field of htmlFields) {
    const value = result[field];
    if (typeof value !== 'string') continue;
    result[field] = value.replace(ABSOLUTE_IMAGE_SOURCE, (match, start: string, src: string) => {
      const path = ownPath(src);
      return path ? `${start}${path}` : match;
    });
  }
  return result;
}
