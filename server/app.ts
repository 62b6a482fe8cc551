import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { ServerBuild } from 'react-router';
import type { AppDeps } from './context';
import { requestScope } from './logger';
import { API_SECTIONS, apiRouter } from './api';
import { errorHandler } from './http/error-handler';
import { metricsRouter } from './http/probes';
import { requestLog } from './http/request-log';
import { pageCacheHit } from './http/shared-responses';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveUploads } from './http/uploads';
import { contentSecurityPolicy, paymentFormTargets } from './http/csp';
import { pageRequestGuard } from './http/page-request-guard';
import { serverRendering } from './http/ssr';
import { sendBusy } from './http/render-gate';
import { waitedForStart } from './http/startup-gate';
import { FORM_WINDOW_MS, publicFormGuard, type FormGuardResult } from './http/form-guard';
import { INVOICE_LINK_WINDOW_MS, invoiceLinkGuard } from './http/invoice-link-guard';
import { hostedInvoicePdf } from './http/invoice-pdf';
import { orderAgreementPdf } from './http/order-agreement-pdf';

export interface CreateAppOptions {
  deps: AppDeps;
  /** The React Router server build, or a getter for it in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder with the built client assets (build/client); omitted in development. */
  clientDir?: string;
  /** Extra middleware mounted before the SSR handler (Vite's dev middleware). */
  devMiddleware?: RequestHandler;
}

/**
 * Browser features the site never uses, denied to it and to anything it embeds. (The signature
 * pad draws with pointer events, which need no permission.)
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The id of a request: the one a proxy in front gave it, when well-formed, or a new one. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * What is never refused for load: the probes, the API (it renders no page), uploads and the
 * static files of the build (hashed assets and the files at its root).
 */
function neverRefusedPaths(clientDir: string | undefined): RegExp {
  const files = clientDir && fs.existsSync(clientDir) ? fs.readdirSync(clientDir) : [];
  const names = ['healthz', 'readyz', 'metrics', 'api', 'uploads', 'assets', ...files].map((name) =>
    name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`^/(${names.join('|')})(/|\\?|$)`);
}

export function createApp({ deps, build, clientDir, devMiddleware }: CreateAppOptions) {
  const { logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Which proxies in front may report the client's address and scheme (TRUST_PROXY).
  app.set('trust proxy', deps.config.trustProxy);

  app.use(requestLog(logger));

  const dev = Boolean(devMiddleware);
  // Every response carries the CSP; pages replace it with one that admits their inline scripts
  // (by nonce, or by hash for cached pages: server/http/ssr.ts).
  const formTargets = paymentFormTargets(deps.config);
  const baseCsp = contentSecurityPolicy({ inlineScripts: [], dev, formTargets });
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', baseCsp);
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Other sites learn only the origin a visitor came from; the site's own form posts keep a
      // real Origin header (with `no-referrer`, Chromium sends `Origin: null` for them).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: deps.config.publicUrl?.startsWith('https:') ? undefined : false,
    }),
  );
  app.use(compression());

  // /healthz and /readyz are answered before Express (server/http/startup-gate.ts).
  app.use(metricsRouter(deps));

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) app.use(buildFiles(clientDir));

  app.use('/api', apiRouter(deps));
  app.get('/uploads/:file', serveUploads(deps.db));

  app.use(pageRequestGuard());
  // Private links (hosted invoices, order pages, the agreement opened for an order) are public to
  // whoever holds them: rate-limited per IP.
  app.use(
    invoiceLinkGuard({
      limiter: deps.rateLimits.limiter('invoice-link', {
        points: deps.config.invoiceLinkRateLimit,
        windowMs: INVOICE_LINK_WINDOW_MS,
      }),
      logger,
    }),
  );
  app.get('/invoices/:token/pdf', hostedInvoicePdf(deps));
  app.get('/orders/:token/agreements/:file', orderAgreementPdf(deps));
  // Every public form POST (React Router actions) is size-limited and rate-limited per IP.
  app.use(
    publicFormGuard({
      limiter: deps.rateLimits.limiter('forms', {
        points: deps.config.formRateLimit,
        windowMs: FORM_WINDOW_MS,
      }),
      logger,
    }),
  );

  const handler = serverRendering({
    build,
    mode: dev ? 'development' : 'production',
    cache: deps.pageCache,
    version: deps.contentVersion,
    gate: deps.renderGate,
    dev,
    formTargets,
    loadContext: (req, res, nonce) => {
      const guard = res.locals.formGuard as FormGuardResult | undefined;
      return {
        nonce,
        deps,
        submitter: {
          ip: req.ip?.slice(0, 64) ?? null,
          userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
          rateLimited: guard?.rateLimited ?? false,
          retryAfterSeconds: guard?.retryAfterSeconds ?? 0,
        },
      };
    },
  });
  app.all('/{*splat}', handler);

  app.use(errorHandler);
  // Pages already in the cache are answered before Express sees the request; so are page reads
  // refused for load, which must cost next to nothing while the server is busiest.
  // (In development Vite serves modules under any path: only the renderer itself refuses.)
  const neverRefused = neverRefusedPaths(clientDir);
  deps.metrics.knowSections(knownSections(clientDir, build));
  return (req: IncomingMessage, res: ServerResponse) => {
    deps.metrics.observe(req, res);
    const id = requestId(req);
    res.setHeader('X-Request-Id', id);
    requestScope.run({ id }, () => serve(req, res));
  };

  function serve(req: IncomingMessage, res: ServerResponse) {
    if (pageCacheHit(deps, req, res)) return;
    const url = req.url ?? '/';
    if (
      !dev &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      // A request without Host is refused for what it is (400), never for load.
      req.headers.host &&
      !neverRefused.test(url) &&
      !deps.pageCache?.rendering(url, deps.contentVersion.value) &&
      !waitedForStart(req) &&
      deps.renderGate.refuse()
    ) {
      sendBusy(res);
      return;
    }
    app(req, res);
  }
}

/** The build's static files: hashed assets, kept a year, and the other public files. */
function buildFiles(clientDir: string) {
  const router = express.Router();
  // Hashed file names never change content, so they can be cached for a year.
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
    }),
  );
  // The other public files (favicon.svg, images/): asked of the disk only for a path under one
  // of the names the build put there, so pages, the API and PDFs cost no file-system lookup.
  const publicFiles = express.static(clientDir, { maxAge: '1h', index: false });
  const topLevel = new Set(fs.readdirSync(clientDir).filter((name) => name !== 'assets'));
  router.use((req, res, next) => {
    const first = req.path.split('/', 2)[1] ?? '';
    if (!topLevel.has(first)) return next();
    return publicFiles(req, res, next);
  });
  return router;
}

/** The first path segments the metrics count requests under (/metrics and /readyz included). */
function knownSections(clientDir: string | undefined, build: CreateAppOptions['build']): string[] {
  return [
    ...API_SECTIONS.map((name) => `api/${name}`),
    'healthz',
    'readyz',
    'uploads',
    'assets',
    ...(clientDir && fs.existsSync(clientDir) ? fs.readdirSync(clientDir) : []),
    ...(typeof build === 'function'
      ? []
      : Object.values(build.routes).flatMap((route) =>
          route?.path ? [route.path.split('/')[0] ?? ''] : [],
        )),
  ];
}
