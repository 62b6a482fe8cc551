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
} from './shared-responses';
import type { ContentVersion } from '~/server/cache/content-version';
import { contentSecurityPolicy, inlineScriptHashes, nonceSource } from './csp';
import { ownOrigin } from './page-request-guard';
import { sendBusy, type RenderGate } from './render-gate';
import { waitedForStart } from './startup-gate';

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
  /** Bounds the renders running and waiting at once, and refuses new ones under load. */
  gate: RenderGate;
  dev: boolean;
  /** Origins forms may lead to besides this one (`paymentFormTargets`). */
  formTargets: string[];
}

/** The URL of a request as React Router sees it; a missing or odd Host falls back to localhost. */
function requestUrl(req: ExpressRequest): URL {
  try {
    return new URL(`${ownOrigin(req)}${req.originalUrl}`);
  } catch {
    return new URL(`${req.protocol}://localhost${req.originalUrl}`);
  }
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse) {
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
  // A render for one client stops when that client goes away.
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  init.signal = controller.signal;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

const clientGone = (req: ExpressRequest, res: ExpressResponse) =>
  req.destroyed || res.destroyed || res.writableEnded;

/**
 * Request headers a page rendered for everyone is made from. The render is shared by every
 * visitor asking for the URL while it runs and then kept, so nothing that belongs to the first
 * asker may shape it: its method (a HEAD has no body to keep), conditional and Range headers
 * (answered from the kept page afterwards), cookies, language or agent.
 */
const SHARED_RENDER_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'];

function sharedRenderRequest(req: ExpressRequest): Request {
  const headers = new Headers({ accept: 'text/html,*/*' });
  for (const name of SHARED_RENDER_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(requestUrl(req).href, { method: 'GET', headers });
}

/** A rendered response may be shared when it is a success the route did not mark as private. */
function mayShare(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/i.test(cacheControl)
  );
}

/**
 * Whether a body is the whole of what was rendered: not empty, and an HTML document that reached
 * its closing tag (React writes it last; a render cut short by an error or a timeout does not).
 */
function isComplete(body: Buffer, html: boolean): boolean {
  if (body.length === 0) return false;
  return !html || /<\/html>\s*$/i.test(body.subarray(-64).toString('latin1'));
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
  const { cache, version, gate, dev, formTargets } = options;
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  const handle = async (request: Request, context: AppLoadContext) => {
    if (typeof options.build === 'function') {
      // Development: Vite reloads the build on every change.
      return createRequestHandler(await options.build(), options.mode)(request, context);
    }
    handler ??= createRequestHandler(options.build, options.mode);
    return handler(request, context);
  };

  /**
   * Refuses a page read that would need a render the server cannot afford now (see RenderGate).
   * Most such reads are refused before Express even routes them (server/app.ts); this catches
   * those admitted just before the bound was reached.
   */
  const shed = (req: ExpressRequest, res: ExpressResponse) => {
    if (waitedForStart(req) || !gate.refuse()) return false;
    sendBusy(res);
    return true;
  };

  /** Renders a page for everyone: from a neutral GET, kept only when complete and shareable. */
  const renderShared = async (req: ExpressRequest, res: ExpressResponse, current: number) => {
    const context = options.loadContext(req, res, undefined);
    const outcome = { failed: false };
    context.render = outcome;
    const response = await handle(sharedRenderRequest(req), context);
    const body = Buffer.from(await response.arrayBuffer());
    const html = /text\/html/i.test(response.headers.get('content-type') ?? '');
    const keep = mayShare(response) && !outcome.failed && isComplete(body, html);
    const headers = [...response.headers.entries()].filter(
      ([name]) => !/^(content-length|content-encoding|etag|set-cookie|cache-control)$/i.test(name),
    );
    const scripts = html ? inlineScriptHashes(body.toString('utf8')) : [];
    headers.push([
      'Content-Security-Policy',
      contentSecurityPolicy({ inlineScripts: scripts, dev, formTargets }),
    ]);
    const cacheControl = response.headers.get('cache-control');
    headers.push([
      'Cache-Control',
      keep ? (cacheControl ?? PUBLIC_PAGE_CACHE_CONTROL) : PRIVATE_CACHE_CONTROL,
    ]);
    const page = cachedPage({ version: current, status: response.status, headers, body, keep });
    return keep ? addCompressedCopies(page) : page;
  };

  return async (req, res, next) => {
    try {
      if (cache && isShareableRequest(req)) {
        const key = cacheKey(req);
        const current = version.value;
        const hit = cache.get(key, current);
        if (hit) return sendCached(req, res, hit, true);
        if (clientGone(req, res)) return;
        // Joining a render already under way costs nothing; starting one must fit the bounds.
        if (!cache.rendering(key, current) && shed(req, res)) return;
        // The render is shared by everyone asking for this URL meanwhile, so it is not tied to
        // this client's connection.
        const page = await cache.getOrRender(key, current, () =>
          gate.run(() => renderShared(req, res, current)),
        );
        if (clientGone(req, res)) return;
        return sendCached(req, res, page, false);
      }

      if (clientGone(req, res)) return;
      // A form post is never refused for load: it waits for its turn.
      if (req.method !== 'POST' && shed(req, res)) return;
      const response = await gate.run(async () => {
        if (clientGone(req, res)) return undefined;
        const nonce = randomBytes(16).toString('base64');
        res.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy({ inlineScripts: [nonceSource(nonce)], dev, formTargets }),
        );
        return handle(toFetchRequest(req, res), options.loadContext(req, res, nonce));
      });
      if (!response) return;
      if (!response.headers.has('cache-control'))
        response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      await sendStreamed(res, response);
    } catch (error) {
      next(error);
    }
  };
}
