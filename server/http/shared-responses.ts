import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '~/server/context';
import { addCompressedCopies, cachedPage, type CachedPage } from '~/server/cache/page-cache';

/**
 * What a browser and a CDN may do with a shared response: a shared cache may keep it for a few
 * seconds and serve it a little stale while it revalidates; browsers always revalidate (cheaply,
 * with the ETag), so a staff change is seen on the next visit.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
/** Responses made for one request (form results, signed-in pages). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Screens whose HTML is never shared: the dashboard (its data comes from the API anyway) and an
 * invoice's hosted page, which is one client's document and records its first view
 * (docs/product.md#invoice-link).
 */
const NEVER_SHARED = /^\/(dashboard|invoices)(\/|\.data|\?|$)/i;
/** A blog preview link (docs/product.md#blog-preview) shows unpublished work to its holder only. */
const PREVIEW = /[?&]preview=/i;

/**
 * A GET by an anonymous visitor of something that is the same for everyone. Staff send their
 * token in the Authorization header; the dashboard is never shared.
 */
export function isShareableRequest(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.headers.authorization &&
    !NEVER_SHARED.test(req.originalUrl) &&
    !PREVIEW.test(req.originalUrl)
  );
}

/** The cache key of a request: its URL exactly as sent, path and query. */
export const cacheKey = (req: Request) => req.originalUrl;

/** Headers that belong to one response, never replayed from the cache. */
const PER_RESPONSE =
  /^(x-request-id|date|connection|keep-alive|transfer-encoding|content-length|content-encoding|etag|vary|x-page-cache)$/i;

/** The headers a response carries so far that any later copy of it may carry too. */
function sentHeaders(res: Response): [string, string | number | string[]][] {
  return Object.entries(res.getHeaders())
    .filter(([name, value]) => value !== undefined && !PER_RESPONSE.test(name))
    .map(([name, value]) => [name, value as string | number | string[]]);
}

function acceptsEncoding(req: IncomingMessage, encoding: 'br' | 'gzip'): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

function etagMatches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The copy of a page in the best encoding the client accepts. */
function chooseBody(req: IncomingMessage, page: CachedPage): [Buffer, 'br' | 'gzip' | undefined] {
  if (page.br && acceptsEncoding(req, 'br')) return [page.br, 'br'];
  if (page.gzip && acceptsEncoding(req, 'gzip')) return [page.gzip, 'gzip'];
  return [page.identity, undefined];
}

/**
 * Sends a cached (or just rendered) response: the encoding the client accepts from the copies
 * made once, or 304 when its ETag matches. The first send of a kept page records every header it
 * went out with, so later hits can be answered by `pageCacheHit` alone.
 */
export function sendCached(req: Request, res: Response, page: CachedPage, hit: boolean) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (page.kept) {
    page.sentHeaders ??= sentHeaders(res);
    res.setHeader('ETag', page.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Page-Cache', hit ? 'hit' : 'miss');
  }
  if (page.kept && etagMatches(req, page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const [body, encoding] = chooseBody(req, page);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.statusCode = page.status;
  res.end(body);
}

/**
 * Answers a request for a page already in the cache straight from Node's HTTP server, before
 * Express, logging, security headers and routing run: the page carries every header it was first
 * sent with. Returns false when the request is not a hit, for the app to handle. Like static
 * assets, hits are not access-logged one by one.
 */
export function pageCacheHit(deps: AppDeps, req: IncomingMessage, res: ServerResponse): boolean {
  const cache = deps.pageCache;
  const url = req.url ?? '';
  if (!cache || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  if (req.headers.authorization || NEVER_SHARED.test(url) || PREVIEW.test(url)) return false;
  const page = cache.get(url, deps.contentVersion.value);
  if (!page?.sentHeaders) return false;
  const headers: string[] = [];
  for (const [name, value] of page.sentHeaders) {
    if (Array.isArray(value)) for (const item of value) headers.push(name, item);
    else headers.push(name, String(value));
  }
  headers.push('ETag', page.etag, 'Vary', 'Accept-Encoding', 'X-Page-Cache', 'hit');
  if (etagMatches(req, page.etag)) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const [body, encoding] = chooseBody(req, page);
  if (encoding) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(body.length));
  res.writeHead(page.status, headers);
  res.end(body);
  return true;
}

/**
 * For public API reads (`GET /api/blogs`, `/api/services`): an anonymous 200 answer is kept in the
 * page cache like a page, invalidated by the same content version, and served by
 * `pageCacheHit` next time.
 */
export function shareJsonResponses(deps: AppDeps): RequestHandler {
  return (req, res, next) => {
    const cache = deps.pageCache;
    if (!cache || !isShareableRequest(req)) return next();
    const version = deps.contentVersion.value;
    const key = cacheKey(req);
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return json(body);
      res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      const page = cachedPage({
        version,
        status: 200,
        headers: [],
        body: Buffer.from(JSON.stringify(body)),
        keep: true,
      });
      page.sentHeaders = sentHeaders(res);
      cache.store(key, page);
      addCompressedCopies(page)
        .then(() => cache.store(key, page))
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'API answer not compressed'));
      return json(body);
    };
    next();
  };
}
