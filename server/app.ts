import { randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { ServerBuild } from 'react-router';
import type { AppServices } from './context';
import { configWarnings } from './config';
import { redactUrl, requestScope } from './logger';
import { appVersion } from './version';
import { sql } from 'kysely';
import { API_SECTIONS, apiRouter } from './api';
import { pageCacheHit } from './cache/shared-responses';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveUploads } from './files/serve';
import { reactServerBuild } from './runtime';
import { contentSecurityPolicy } from './http/csp';
import { toHttpError } from './http/errors';
import { pageRequestGuard } from './http/page-request-guard';
import { serverRendering } from './http/ssr';
import { sendBusy } from './http/render-gate';
import { FORM_WINDOW_MS, publicFormGuard, type FormGuardResult } from './http/form-guard';
import { INVOICE_LINK_WINDOW_MS, invoiceLinkGuard } from './http/invoice-link-guard';
import { hostedInvoicePdf } from './invoices/hosted-pdf';
import { orderAgreementPdf } from './orders/order-documents';

export interface CreateAppOptions {
  services: AppServices;
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

async function databaseAnswers(services: AppServices): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      sql`select 1`.execute(services.db).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), 1000);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const isLoopback = (address: string | undefined) =>
  address === '::1' || /^(::ffff:)?127\./.test(address ?? '');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

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

export function createApp({ services, build, clientDir, devMiddleware }: CreateAppOptions) {
  const { logger } = services;
  const app = express();
  app.disable('x-powered-by');
  // Which proxies in front may report the client's address and scheme (TRUST_PROXY).
  app.set('trust proxy', services.config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      // The id was chosen when the request arrived (below), and every line carries it already.
      genReqId: () => requestScope.getStore()?.id ?? randomUUID(),
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: {
        ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/'),
      },
      // A 503 with Retry-After is a page refused for load (server/http/ssr.ts): the render gate
      // reports those once a second, so a flood of them adds no log line each.
      customLogLevel: (_req, res, error) =>
        res.statusCode === 503 && res.hasHeader('retry-after')
          ? 'silent'
          : error || res.statusCode >= 500
            ? 'error'
            : 'info',
    }),
  );

  const dev = Boolean(devMiddleware);
  // Every response carries the CSP; pages replace it with one that admits their inline scripts
  // (by nonce, or by hash for cached pages: server/http/ssr.ts).
  const baseCsp = contentSecurityPolicy({ inlineScripts: [], dev });
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
      strictTransportSecurity: services.config.publicUrl?.startsWith('https:') ? undefined : false,
    }),
  );
  app.use(compression());

  app.get('/healthz', async (_req, res) => {
    try {
      await sql`select 1`.execute(services.db);
      res.json({
        status: 200,
        message: 'ok',
        database: services.dbKind,
        react: reactServerBuild(),
        // Rate limits fall back to this process while Redis is away: degraded, not down.
        rateLimits: services.rateLimits.status(),
        pageCache: services.pageCache
          ? {
              pages: services.pageCache.size,
              bytes: services.pageCache.bytes,
              maxBytes: services.config.pageCacheBytes,
            }
          : 'off',
        renders: services.renderGate.stats,
        contentVersion: services.contentVersion.value,
      });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 503, message: 'database unavailable' });
    }
  });

  // Readiness: whether this instance should be sent traffic now. 503 while the database does not
  // answer (within a second) and once the server is stopping; Redis away is degraded, not down.
  const warnings = configWarnings(services.config);
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const database = await databaseAnswers(services);
    const ready = database && !services.lifecycle.draining;
    res.status(ready ? 200 : 503).json({
      status: ready ? 200 : 503,
      message: ready ? 'ready' : services.lifecycle.draining ? 'stopping' : 'database unavailable',
      version: appVersion.version,
      build: appVersion.build,
      database: { kind: services.dbKind, reachable: database },
      migrations: 'applied',
      redis: services.config.redisUrl ? services.rateLimits.status() : 'not configured',
      warnings,
    });
  });

  // Metrics for Prometheus: with METRICS_TOKEN, for its bearer; without, for this machine only,
  // and never for a request relayed by a proxy (which would otherwise look local).
  app.get('/metrics', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = services.config.metricsToken;
    const allowed = token
      ? safeEqual(req.get('authorization') ?? '', `Bearer ${token}`)
      : isLoopback(req.socket.remoteAddress) &&
        !req.headers['x-forwarded-for'] &&
        !req.headers.forwarded;
    if (!allowed) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.type(services.metrics.registry.contentType).send(await services.metrics.text());
  });

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    // Hashed file names never change content, so they can be cached for a year.
    app.use(
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
    app.use((req, res, next) => {
      const first = req.path.split('/', 2)[1] ?? '';
      if (!topLevel.has(first)) return next();
      return publicFiles(req, res, next);
    });
  }

  app.use('/api', apiRouter(services));
  app.get('/uploads/:file', serveUploads(services.db));

  app.use(pageRequestGuard());
  // The hosted invoice is public: its pages and PDFs are rate-limited per IP.
  app.use(
    invoiceLinkGuard({
      limiter: services.rateLimits.limiter('invoice-link', {
        points: services.config.invoiceLinkRateLimit,
        windowMs: INVOICE_LINK_WINDOW_MS,
      }),
      logger,
    }),
  );
  app.get('/invoices/:token/pdf', hostedInvoicePdf(services));
  app.get('/orders/:token/agreements/:file', orderAgreementPdf(services));
  // Every public form POST (React Router actions) is size-limited and rate-limited per IP.
  app.use(
    publicFormGuard({
      limiter: services.rateLimits.limiter('forms', {
        points: services.config.formRateLimit,
        windowMs: FORM_WINDOW_MS,
      }),
      logger,
    }),
  );

  const handler = serverRendering({
    build,
    mode: dev ? 'development' : 'production',
    cache: services.pageCache,
    version: services.contentVersion,
    gate: services.renderGate,
    dev,
    loadContext: (req, res, nonce) => {
      const guard = res.locals.formGuard as FormGuardResult | undefined;
      return {
        nonce,
        services,
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

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const refusal = toHttpError(error);
    if (refusal) {
      if (res.headersSent) return;
      res.status(refusal.status).json({
        status: refusal.status,
        message: refusal.message,
        ...(refusal.errors ? { errors: refusal.errors } : {}),
      });
      return;
    }
    const status =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 600
        ? error.status
        : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    if (res.headersSent) return;
    const message =
      status === 400 && error?.type === 'entity.parse.failed'
        ? 'Malformed JSON body'
        : status === 413
          ? 'Request body is too large'
          : status < 500
            ? String(error?.message ?? 'Bad request')
            : 'Something went wrong';
    if (req.path.startsWith('/api/') || req.accepts(['json', 'html']) === 'json') {
      res.status(status).json({ status, message });
    } else {
      res.status(status).type('text/plain').send(message);
    }
  };
  app.use(onError);
  // Pages already in the cache are answered before Express sees the request; so are page reads
  // refused for load, which must cost next to nothing while the server is busiest.
  // (In development Vite serves modules under any path: only the renderer itself refuses.)
  const neverRefused = neverRefusedPaths(clientDir);
  // (/metrics and /readyz are probes too.)
  services.metrics.knowSections([
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
  ]);
  return (req: IncomingMessage, res: ServerResponse) => {
    services.metrics.observe(req, res);
    const id = requestId(req);
    res.setHeader('X-Request-Id', id);
    requestScope.run({ id }, () => serve(req, res));
  };

  function serve(req: IncomingMessage, res: ServerResponse) {
    if (pageCacheHit(services, req, res)) return;
    const url = req.url ?? '/';
    if (
      !dev &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      // A request without Host is refused for what it is (400), never for load.
      req.headers.host &&
      !neverRefused.test(url) &&
      !services.pageCache?.rendering(url, services.contentVersion.value) &&
      services.renderGate.refuse()
    ) {
      sendBusy(res);
      return;
    }
    app(req, res);
  }
}
