import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { scriptsAfterPaint } from '~/server/http/scripts-after-paint';
import { redactText, redactUrl } from '~/server/logger';

export const streamTimeout = 5_000;

/**
 * An error met while answering a request, as one JSON line of the server's log with the request's
 * id, never a bare stack on the console: capability links (a hosted invoice's token, a preview)
 * are taken out of the URL, the message and the stack (docs/operations.md#logs).
 */
function reportError(error: unknown, request: Request, context: AppLoadContext | undefined) {
  // A 5xx React Router raised itself carries the original error (not in its public type).
  const inner: unknown = isRouteErrorResponse(error) ? Reflect.get(error, 'error') : undefined;
  const cause = inner instanceof Error ? inner : error;
  const err =
    cause instanceof Error
      ? {
          type: cause.name,
          // The driver's code (SQLITE_FULL, 53100…): the logger names a full disk by it.
          ...(typeof Reflect.get(cause, 'code') === 'string'
            ? { code: Reflect.get(cause, 'code') as string }
            : {}),
          message: redactText(cause.message),
          stack: redactText(cause.stack ?? ''),
        }
      : { message: redactText(String(cause)) };
  const url = new URL(request.url);
  const fields = {
    err,
    req: { method: request.method, url: redactUrl(url.pathname + url.search) },
  };
  const logger = context?.deps?.logger;
  if (logger) logger.error(fields, 'request failed');
  else console.error(JSON.stringify(fields));
}

/**
 * What React Router reports while handling a request. Its own 4xx answers (a POST to a page
 * without a form, a method a route does not take) are the client's mistake, already in the access
 * log with their status: they are not errors of the site.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  reportError(error, request, context);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Errors React meets before the shell is done: an error that fails the shell is React Router's
    // to report (it renders the error page); one a section's boundary caught is reported once the
    // shell stands. A page rendered whole (for the page cache, a crawler) reports them too.
    const beforeShell: unknown[] = [];
    const userAgent = request.headers.get('user-agent');
    // Crawlers, SPA-mode builds and pages rendered for the page cache (no nonce) get the whole
    // document at once; people get a page rendered for them streamed.
    const readyOption =
      !nonce || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? 'onAllReady'
        : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A document sent whole keeps every finished section in place. By default React moves
        // large ones to the end of the document and lets a script put them back, so without
        // JavaScript the lazily loaded sections (the home page's FAQ, contact form…) never showed.
        ...(readyOption === 'onAllReady' ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
        onShellReady() {
          shellRendered = true;
          for (const error of beforeShell.splice(0)) reportError(error, request, loadContext);
          if (readyOption === 'onShellReady') respond();
        },
        onAllReady() {
          if (readyOption === 'onAllReady') respond();
        },
        onShellError(error: unknown) {
          beforeShell.length = 0;
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A page for the cache that lost a part must not be kept (server/http/ssr.ts).
          if (loadContext.render) loadContext.render.failed = true;
          if (shellRendered) reportError(error, request, loadContext);
          else beforeShell.push(error);
        },
      },
    );
    function respond() {
      const body = new PassThrough();
      const stream = createReadableStreamFromReadable(body.pipe(scriptsAfterPaint()));
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    }
    setTimeout(abort, streamTimeout + 1000);
  });
}
