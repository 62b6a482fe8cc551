import type { Request } from 'express';
import type { AppServices } from '~/server/context';

/**
 * Image fields name this site's own images by path (`/uploads/…`, `/images/…`). An integrator may
 * send the absolute address the upload API answered with, or the page's address: when its origin
 * is this site's (PUBLIC_URL, or the host the request came to) it is kept as the path, so it
 * passes the same rule as the dashboard's and shows under any host name.
 */
export function withOwnImagePaths(
  services: Pick<AppServices, 'publicUrl'>,
  req: Request,
  fields: readonly string[],
): unknown {
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const host = req.get('host');
  const origins = new Set([new URL(services.publicUrl).origin]);
  if (host) origins.add(`${req.protocol}://${host}`);
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const value = result[field];
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      const url = new URL(value);
      if (origins.has(url.origin) && !url.search && !url.hash) result[field] = url.pathname;
    } catch {
      // Not a URL: the schema says what is wrong with it.
    }
  }
  return result;
}
