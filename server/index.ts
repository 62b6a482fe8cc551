import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { ContentVersion } from './cache/content-version';
import { PageCache } from './cache/page-cache';
import { WARM_UP_INVOICE } from './documents/warm-up-invoice';
import { InvoicePdfs } from './invoices/invoice-pdfs';
import { AgreementPdfs } from './agreements/agreement-pdfs';
import { PdfDrawer } from './documents/pdf-drawer';
import { pdfLayoutOf, workerPoolRunner } from './documents/pdf-pool';
import { pdfRendererOf, type PdfRenderers, type PdfTask } from './documents/pdf-task';
import { EventLoopLag } from './http/overload';
import { RenderGate } from './http/render-gate';
import { StartupGate } from './http/startup-gate';
import { DatabaseReachability, openSiteAnswers, probeAnswers } from './http/probes';
import { ProbeThread } from './http/probe-thread';
import { resolveJwtSecret } from './auth/secrets';
import { ConfigError, configWarnings, loadConfig, unknownSettings, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { withStartupLock } from './db/startup-lock';
import { prepareDatabase } from './provisioning/seed';
import { createLogger, type Logger } from './logger';
import { Metrics } from './metrics';
import { appVersion } from './version';
import type { AppDeps } from './context';
import { createMailTransport } from './mail/transport';
import { OutboxWorker } from './mail/worker';
import { BlogScheduler } from './blogs/scheduler';
import { systemClock } from './clock';
import { createRateLimits } from './rate-limits';
import { createFilesPrivately } from './private-files';

/** A cached page is re-rendered at least this often, even when no content changed. */
const PAGE_CACHE_MAX_AGE_MS = 10 * 60 * 1000;
/** Memory for recently served invoice PDFs, in front of the database (a PDF is 20–30 KB). */
const PDF_MEMORY_BYTES = 32 * 1024 * 1024;
/** The build folder this file runs from (build/server.js). */
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The configuration from the environment; an invalid one ends the process with its message. */
function readConfig(dev: boolean): Config {
  try {
    return loadConfig(dev ? { NODE_ENV: 'development', ...process.env } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `${error.message}\nSee .env.example for every variable and its format.\n`,
      );
      process.exit(78);
    }
    throw error;
  }
}

/** Takes the port at once, answering through the start-up gate until the site is ready. */
async function listen(gate: StartupGate, config: Config): Promise<Server> {
  const server = createServer(gate.listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.keepAliveTimeout = 65_000;
  return server;
}

/**
 * `npm run dev`: the app through Vite's middleware, and PDFs drawn in this process from the PDF
 * modules of documents/ as Vite loads them (no worker bundle exists in development).
 */
async function developmentApp(deps: AppDeps) {
  const vite = await import('vite');
  const viteServer = await vite.createServer({
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const loadBuild = () =>
    viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  const invoicePdf = (await viteServer.ssrLoadModule(
    '/documents/invoice/InvoicePdf.server.tsx',
  )) as Pick<PdfRenderers, 'renderInvoicePdf'>;
  const agreementPdf = (await viteServer.ssrLoadModule(
    '/documents/agreement/AgreementPdf.server.tsx',
  )) as Pick<PdfRenderers, 'renderAgreementPdf'>;
  return {
    app: createApp({ deps, build: loadBuild, devMiddleware: viteServer.middlewares }),
    pdfRenderer: pdfRendererOf({ ...invoicePdf, ...agreementPdf }),
    closeVite: () => viteServer.close(),
  };
}

/**
 * Draws one invoice before the site opens: waits for a worker to start and load the fonts (off
 * this thread), so the first client's PDF does not; in development it loads them here. A failure
 * is logged: the rest of the site works, and sending or downloading an invoice fails the same way.
 */
async function warmUpPdfs(drawer: PdfDrawer<PdfTask>, logger: Logger) {
  try {
    await drawer.draw({ kind: 'invoice', invoice: WARM_UP_INVOICE }, { wait: true });
  } catch (error) {
    logger.error({ err: error }, 'invoice PDFs cannot be drawn');
  }
}

/**
 * The shutdown on SIGTERM or SIGINT, once: stop taking requests, finish those in flight and the
 * work under way (`stopWork`), then exit 0, or 1 when a step failed or after 10 s.
 */
function stopOnce({
  server,
  logger,
  drain,
  stopWork,
}: {
  server: Server;
  logger: Logger;
  drain: () => void;
  stopWork: () => Promise<void>;
}) {
  let stopping = false;
  return (signal: string) => {
    if (stopping) return;
    stopping = true;
    drain();
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
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
}

/**
 * Everything the site runs on, started in order once the database is ready: the dependencies
 * handed to every route (AppDeps), the blog scheduler and the PDF drawer. In development the PDF
 * renderer arrives later, with Vite (`usePdfRenderer`).
 */
async function startDependencies(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  dev: boolean,
) {
  let pdfRenderer: ((task: PdfTask) => Promise<Buffer>) | undefined;
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
    clock: systemClock,
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
  // PDFs (invoices, signed agreements) are drawn in worker threads running build/pdf-worker.js
  // (docs/decisions/048-pdf-worker-pool.md). `npm run dev` has no such bundle, and a worker thread
  // cannot load the TypeScript sources with their `~/` paths, so development draws in this process
  // through Vite's build of the app instead, and keeps nothing, so layout edits show at once.
  const workerFile = path.join(HERE, 'pdf-worker.js');
  const pool = dev
    ? undefined
    : workerPoolRunner(workerFile, config.pdfWorkers, { warmUp: config.pdfWarmUp });
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
      clock: systemClock,
      onServed: (source) => metrics.pdfServed.inc({ source }),
    }),
    // Kept even in development: an agreement's PDF is part of its record, drawn once when signed.
    agreementPdfs: new AgreementPdfs({ db: database.db, drawer, logger, clock: systemClock }),
  };

  return {
    deps,
    blogScheduler,
    drawer,
    usePdfRenderer: (renderer: (task: PdfTask) => Promise<Buffer>) => {
      pdfRenderer = renderer;
    },
  };
}

async function main() {
  // Before anything is written: the database, emails kept as files, the first admin's password.
  createFilesPrivately();
  const dev = process.argv.includes('--dev');
  const config = readConfig(dev);
  const logger = createLogger(config.logLevel);
  for (const warning of configWarnings(config)) logger.warn({ check: 'configuration' }, warning);
  for (const warning of unknownSettings(process.env))
    logger.warn({ check: 'configuration' }, warning);
  // The port is taken at once: probes see a live instance that is not ready yet, and requests
  // wait for the site instead of being refused (server/http/startup-gate.ts).
  const gate = new StartupGate({
    release: appVersion,
    maxHeldReads: config.renderConcurrency + config.renderQueue,
  });
  const server = await listen(gate, config);
  const probeThread = config.probes
    ? await ProbeThread.start({
        workerFile: path.join(HERE, 'probe-worker.js'),
        ...config.probes,
        answers: () => gate.startingAnswers(),
        logger,
      })
    : undefined;
  if (probeThread)
    logger.info({ probePort: probeThread.port }, `probes on port ${probeThread.port}`);
  const database = openDatabase({ ...config, logger });
  await withStartupLock(
    config.databaseUrl,
    async () => {
      await prepareDatabase(database.db, {
        admin: config.admin,
        seedDemo: config.seedDemo,
        dataDir: config.dataDir,
        logger,
        clock: systemClock,
      });
    },
    logger,
  );
  gate.phase = 'starting';
  probeThread?.publish();
  const { deps, blogScheduler, drawer, usePdfRenderer } = await startDependencies(
    config,
    database,
    logger,
    dev,
  );
  const { outbox, rateLimits, contentVersion, eventLoopLag } = deps;
  let closeVite: (() => Promise<void>) | undefined;
  let app;
  if (dev) {
    const development = await developmentApp(deps);
    usePdfRenderer(development.pdfRenderer);
    ({ app, closeVite } = development);
  } else {
    const build = (await import(path.join(HERE, 'server', 'index.js'))) as ServerBuild;
    app = createApp({ deps, build, clientDir: path.join(HERE, 'client') });
  }
  // PDF_WARM_UP=false (the test suites, which start a server for nearly every file): the first PDF
  // asked for starts a worker instead.
  if (config.pdfWarmUp) await warmUpPdfs(drawer, logger);
  const reachability = await new DatabaseReachability({ db: database.db, logger }).start();
  // Start-up kept the loop busy before any request: that lag must not shed the first pages.
  eventLoopLag?.reset();

  gate.open(app, probeAnswers(deps, reachability));
  probeThread?.answerWith(openSiteAnswers(deps, reachability));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: database.kind }, `listening on http://localhost:${port}`);

  outbox.start();
  blogScheduler.start();

  const shutdown = stopOnce({
    server,
    logger,
    // /readyz answers 503 from now on, so a load balancer stops sending new requests here.
    drain: () => {
      deps.lifecycle.draining = true;
      probeThread?.publish();
    },
    // Emails being handed to the transport finish; the rest stay pending for the next start.
    stopWork: async () => {
      await outbox.stop();
      await blogScheduler.stop();
      await reachability.stop();
      await rateLimits.close();
      await contentVersion.stop();
      await drawer.close();
      eventLoopLag?.stop();
      await closeVite?.();
      await database.close();
      await probeThread?.stop();
    },
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
