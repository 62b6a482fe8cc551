import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

// For the server's own use (server/invoices/invoice-renderer.ts): the Inbox sends invoices with
// the same document the builder renders, and the same data draws the PDF.
export { invoiceEmails } from './lib/invoice-email.server';
export { renderInvoicePdf } from './components/invoice/InvoicePdf.server';

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
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A page for the cache that lost a part must not be kept (server/http/ssr.ts).
          if (loadContext.render) loadContext.render.failed = true;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
