import { randomBytes } from 'node:crypto';
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from '@react-router/node';
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { addCompressedCopies, cachedPage, type PageCache } from '~/server/cache/page-cache';
import {
  cacheKey,
  isShareableRequest,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  sendCached,
} from '~/server/cache/shared-responses';
import type { ContentVersion } from '~/server/cache/content-version';
import type { Logger } from '~/server/logger';
import { contentSecurityPolicy, inlineScriptHashes, nonceSource } from './csp';
import { ownOrigin } from './page-request-guard';
import { SHED_RETRY_AFTER_SECONDS, type EventLoopLag } from './overload';

export interface SsrOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  /** The load context of one request; `nonce` is undefined for a page rendered for the cache. */
  loadContext: (
    req: ExpressRequest,
    res: ExpressResponse,
    nonce: string | undefined,
  ) => AppLoadContext;
  cache: PageCache | undefined;
  version: ContentVersion;
  lag: EventLoopLag | undefined;
  /** Past this event-loop lag, pages that are not cached are refused with a fast 503. */
  maxLagMs: number;
  dev: boolean;
  logger: Logger;
}

/** The URL of a request as React Router sees it; a missing or odd Host falls back to localhost. */
function requestUrl(req: ExpressRequest): URL {
  try {
    return new URL(`${ownOrigin(req)}${req.originalUrl}`);
  } catch {
    return new URL(`${req.protocol}://localhost${req.originalUrl}`);
  }
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, signal: AbortSignal | null) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const url = requestUrl(req);
  // The page request guard has checked where this post came from (however the browser labelled
  // it); React Router's own check compares the Origin header with the URL, so give it the URL's.
  if (res.locals.sameOriginPost === true) headers.set('origin', url.origin);
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  if (signal) init.signal = signal;
  else {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    init.signal = controller.signal;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

const clientGone = (req: ExpressRequest, res: ExpressResponse) =>
  req.destroyed || res.destroyed || res.writableEnded;

/** A rendered response may be shared when it is a success the route did not mark as private. */
function mayShare(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/i.test(cacheControl)
  );
}

async function sendStreamed(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) {
    try {
      await writeReadableStreamToWritable(response.body, res);
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      throw error;
    }
  } else res.end();
}

/**
 * Serves every page through React Router. Anonymous GETs of public pages come from the page cache
 * (rendered once per URL and content version, kept compressed, with an ETag and script hashes in
 * the CSP); everything else is rendered per request with a fresh CSP nonce and streamed. When the
 * event loop falls behind, new renders are refused with a 503 while cached pages, static files
 * and /healthz keep answering. See docs/decisions/040-page-cache-and-shedding.md.
 */
export function serverRendering(options: SsrOptions): RequestHandler {
  const { cache, version, lag, maxLagMs, dev, logger } = options;
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  const handle = async (request: Request, context: AppLoadContext) => {
    if (typeof options.build === 'function') {
      // Development: Vite reloads the build on every change.
      return createRequestHandler(await options.build(), options.mode)(request, context);
    }
    handler ??= createRequestHandler(options.build, options.mode);
    return handler(request, context);
  };

  const overloaded = (res: ExpressResponse) => {
    if (!lag || maxLagMs <= 0) return false;
    const behind = lag.ms;
    if (behind <= maxLagMs) return false;
    logger.warn({ lagMs: Math.round(behind) }, 'event loop behind; page render refused');
    res
      .status(503)
      .set('Retry-After', String(SHED_RETRY_AFTER_SECONDS))
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send('The site is very busy right now. Please try again in a few seconds.');
    return true;
  };

  return async (req, res, next) => {
    try {
      if (cache && isShareableRequest(req)) {
        const key = cacheKey(req);
        const current = version.value;
        const hit = cache.get(key, current);
        if (hit) return sendCached(req, res, hit, true);
        if (clientGone(req, res) || overloaded(res)) return;
        // The render is shared by everyone asking for this URL meanwhile, so it is not tied to
        // this client's connection.
        const page = await cache.getOrRender(key, current, async () => {
          const request = toFetchRequest(req, res, new AbortController().signal);
          const response = await handle(request, options.loadContext(req, res, undefined));
          const keep = mayShare(response);
          const body = Buffer.from(await response.arrayBuffer());
          const headers = [...response.headers.entries()].filter(
            ([name]) => !/^(content-length|content-encoding|etag|set-cookie)$/i.test(name),
          );
          const html = /text\/html/i.test(response.headers.get('content-type') ?? '');
          const scripts = html ? inlineScriptHashes(body.toString('utf8')) : [];
          headers.push([
            'Content-Security-Policy',
            contentSecurityPolicy({ inlineScripts: scripts, dev }),
          ]);
          if (keep && !response.headers.has('cache-control'))
            headers.push(['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL]);
          if (!keep) headers.push(['Cache-Control', PRIVATE_CACHE_CONTROL]);
          const page = cachedPage({
            version: current,
            status: response.status,
            headers,
            body,
            keep,
          });
          return keep ? addCompressedCopies(page) : page;
        });
        if (clientGone(req, res)) return;
        return sendCached(req, res, page, false);
      }

      if (clientGone(req, res)) return;
      if (req.method === 'GET' && overloaded(res)) return;
      const nonce = randomBytes(16).toString('base64');
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy({ inlineScripts: [nonceSource(nonce)], dev }),
      );
      const response = await handle(
        toFetchRequest(req, res, null),
        options.loadContext(req, res, nonce),
      );
      if (!response.headers.has('cache-control'))
        response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      await sendStreamed(res, response);
    } catch (error) {
      next(error);
    }
  };
}
