import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { ContentVersion } from './cache/content-version';
import { PageCache } from './cache/page-cache';
import { WARM_UP_INVOICE } from './invoices/invoice-renderer';
import { InvoicePdfs } from './invoices/invoice-pdfs';
import { AgreementPdfs } from './agreements/agreement-pdfs';
import { PdfDrawer } from './documents/pdf-drawer';
import { pdfLayoutOf, workerPoolRunner } from './documents/pdf-pool';
import { pdfRendererOf, type PdfRenderers, type PdfTask } from './documents/pdf-task';
import { EventLoopLag } from './http/overload';
import { RenderGate } from './http/render-gate';
import { StartupGate } from './http/startup-gate';
import { resolveJwtSecret } from './auth/secrets';
import { ConfigError, configWarnings, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { withStartupLock } from './db/startup-lock';
import { prepareDatabase } from './db/seed';
import { createLogger } from './logger';
import { Metrics } from './metrics';
import { appVersion } from './version';
import { createMailTransport } from './mail/transport';
import { OutboxWorker } from './mail/worker';
import { BlogScheduler } from './blogs/scheduler';
import { systemClock } from './clock';
import { createRateLimits } from './http/rate-limits';

/** A cached page is re-rendered at least this often, even when no content changed. */
const PAGE_CACHE_MAX_AGE_MS = 10 * 60 * 1000;
/** Memory for recently served invoice PDFs, in front of the database (a PDF is 20–30 KB). */
const PDF_MEMORY_BYTES = 32 * 1024 * 1024;

async function main() {
  const dev = process.argv.includes('--dev');
  let config: Config;
  try {
    config = loadConfig(dev ? { NODE_ENV: 'development', ...process.env } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `${error.message}\nSee .env.example for every variable and its format.\n`,
      );
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  for (const warning of configWarnings(config)) logger.warn({ check: 'configuration' }, warning);
  // The port is taken at once: probes see a live instance that is not ready yet, and requests
  // wait for the site instead of being refused (server/http/startup-gate.ts).
  const gate = new StartupGate({ release: appVersion });
  const server: Server = createServer(gate.listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.keepAliveTimeout = 65_000;
  const database = openDatabase(config);
  await withStartupLock(config.databaseUrl, async () => {
    await prepareDatabase(database.db, {
      admin: config.admin,
      seedDemo: config.seedDemo,
      dataDir: config.dataDir,
      logger,
    });
  });
  gate.phase = 'starting';
  const jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret);
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const rateLimits = createRateLimits(config, logger);
  const contentVersion = new ContentVersion({
    db: database.db,
    databaseUrl: config.databaseUrl,
    logger,
  });
  await contentVersion.start();
  const eventLoopLag = config.overloadMaxLagMs > 0 ? new EventLoopLag().start() : undefined;
  const outbox = new OutboxWorker({
    db: database.db,
    transport: createMailTransport(config),
    logger,
    from: config.mailFrom,
    retryBaseMs: config.mailRetryBaseMs,
    maxAttempts: config.mailMaxAttempts,
  });
  const metrics = new Metrics({ db: database.db });
  const blogScheduler = new BlogScheduler({
    db: database.db,
    clock: systemClock,
    contentVersion,
    logger,
    pollMs: config.blogSchedulerMs,
    onRound: (outcome, published) => {
      metrics.schedulerRuns.inc({ outcome });
      metrics.scheduledPublished.inc(published);
    },
  });
  const here = path.dirname(fileURLToPath(import.meta.url));
  // PDFs (invoices, signed agreements) are drawn in worker threads running build/pdf-worker.js
  // (docs/decisions/048-pdf-worker-pool.md). `npm run dev` has no such bundle, and a worker thread
  // cannot load the TypeScript sources with their `~/` paths, so development draws in this process
  // through Vite's build of the app instead, and keeps nothing, so layout edits show at once.
  const workerFile = path.join(here, 'pdf-worker.js');
  const pool = dev ? undefined : workerPoolRunner(workerFile, config.pdfWorkers);
  const drawer = new PdfDrawer<PdfTask>({
    run:
      pool?.run ??
      (async (task) => {
        if (!pdfRenderer) throw new Error('PDFs are not ready yet');
        return pdfRenderer(task);
      }),
    workers: pool ? config.pdfWorkers : 1,
    queue: config.pdfQueue,
    onDraw: (outcome) => metrics.pdfDraws.inc({ outcome }),
    onQueue: (waiting) => metrics.pdfQueueDepth.set(waiting),
    close: pool?.close,
  });
  const deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    logger,
    clock: systemClock,
    jwtSecret,
    publicUrl,
    rateLimits,
    contentVersion,
    // Development renders every request, so edits to the code show at once.
    pageCache:
      !dev && config.pageCacheBytes > 0
        ? new PageCache({ maxBytes: config.pageCacheBytes, maxAgeMs: PAGE_CACHE_MAX_AGE_MS })
        : undefined,
    eventLoopLag,
    renderGate: new RenderGate({
      concurrency: config.renderConcurrency,
      queue: config.renderQueue,
      lag: eventLoopLag,
      maxLagMs: config.overloadMaxLagMs,
      logger,
      onRefuse: () => metrics.shed.inc(),
    }),
    metrics,
    lifecycle: { draining: false },
    release: appVersion,
    outbox,
    invoicePdfs: new InvoicePdfs({
      db: database.db,
      drawer,
      layout: pool ? pdfLayoutOf(workerFile) : 'development',
      keep: Boolean(pool),
      memoryBytes: PDF_MEMORY_BYTES,
      logger,
      onServed: (source) => metrics.pdfServed.inc({ source }),
    }),
    // Kept even in development: an agreement's PDF is part of its record, drawn once when signed.
    agreementPdfs: new AgreementPdfs({ db: database.db, drawer, logger }),
  };

  let app;
  let pdfRenderer: ((task: PdfTask) => Promise<Buffer>) | undefined;
  let closeVite: (() => Promise<void>) | undefined;
  if (dev) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({
      server: { middlewareMode: true },
      appType: 'custom',
    });
    closeVite = () => viteServer.close();
    const loadBuild = () =>
      viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    // Development only: the in-process fallback described above, the app's PDF modules as Vite
    // loads them.
    const invoicePdf = (await viteServer.ssrLoadModule(
      '/app/components/invoice/InvoicePdf.server.tsx',
    )) as Pick<PdfRenderers, 'renderInvoicePdf'>;
    const agreementPdf = (await viteServer.ssrLoadModule(
      '/app/components/agreement/AgreementPdf.server.tsx',
    )) as Pick<PdfRenderers, 'renderAgreementPdf'>;
    pdfRenderer = pdfRendererOf({ ...invoicePdf, ...agreementPdf });
    app = createApp({
      deps,
      build: loadBuild,
      devMiddleware: viteServer.middlewares,
    });
  } else {
    const build = (await import(path.join(here, 'server', 'index.js'))) as ServerBuild;
    app = createApp({ deps, build, clientDir: path.join(here, 'client') });
  }
  try {
    // Waits for a worker to start and load the fonts (off this thread), so the first client's PDF
    // does not; in development it loads them here.
    await drawer.draw({ kind: 'invoice', invoice: WARM_UP_INVOICE }, { wait: true });
  } catch (error) {
    // The rest of the site works; sending or downloading an invoice will fail the same way.
    logger.error({ err: error }, 'invoice PDFs cannot be drawn');
  }
  // Start-up kept the loop busy before any request: that lag must not shed the first pages.
  eventLoopLag?.reset();

  gate.open(app);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: database.kind }, `listening on http://localhost:${port}`);

  outbox.start();
  blogScheduler.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // /readyz answers 503 from now on, so a load balancer stops sending new requests here.
    deps.lifecycle.draining = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    const stopWork = async () => {
      // Emails being handed to the transport finish; the rest stay pending for the next start.
      await outbox.stop();
      await blogScheduler.stop();
      await rateLimits.close();
      await contentVersion.stop();
      await drawer.close();
      eventLoopLag?.stop();
      await closeVite?.();
      await database.close();
    };
    server.close(() => {
      stopWork().then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
