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
import { DatabaseOutage } from './db/database-outage';
import { ProbeThread } from './http/probe-thread';
import { resolveJwtSecret } from './auth/secrets';
import { ConfigError, configWarnings, loadConfig, unknownSettings, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { withStartupLock } from './db/startup-lock';
import { prepareDatabase } from './provisioning/seed';
import { createLogger, type Logger } from './logger';
import { Metrics } from './metrics';
import { appVersion } from './version';
import type { AppDeps, Lifecycle } from './context';
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
      // The same as a log line, for a platform that reads only JSON.
      createLogger('info').fatal({ problems: error.problems }, 'invalid configuration');
      process.exit(78);
    }
    throw error;
  }
}

/**
 * Takes the port at once, answering through the start-up gate until the site is ready. Once the
 * instance is stopping, every answer closes its connection: a client's next request opens a new
 * one, which the load balancer sends to another instance, instead of meeting this port closing.
 * Once the port is closed, a kept-alive connection is closed as soon as its request is answered:
 * Node closes the idle ones only when asked, and would otherwise wait for them to time out.
 */
async function listen(gate: StartupGate, config: Config, lifecycle: Lifecycle): Promise<Server> {
  const server = createServer((req, res) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      if (lifecycle.portClosed) setImmediate(() => server.closeIdleConnections());
    });
    gate.listener(req, res);
  });
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

/** How long requests in flight and the work under way have, once the port is closed. */
const FINISH_MS = 10_000;

/**
 * The shutdown on SIGTERM or SIGINT, in three steps:
 * 1. drain, for `drainMs`: `/readyz` answers 503 `stopping` (`startDraining`) while the site
 *    serves on, requests arriving meanwhile included, so a load balancer polling `/readyz` stops
 *    sending requests here before the port closes;
 * 2. close the port: no new connection; requests in flight finish, idle connections close;
 * 3. finish the work under way (`stopWork`), then exit 0, or 1 when a step failed or when steps 2
 *    and 3 took over `FINISH_MS`.
 * A second signal during the drain ends it at once (an operator who does not want to wait).
 */
function stopOnce({
  server,
  logger,
  lifecycle,
  drainMs,
  startDraining,
  stopWork,
}: {
  server: Server;
  logger: Logger;
  lifecycle: Lifecycle;
  drainMs: number;
  startDraining: () => void;
  stopWork: () => Promise<void>;
}) {
  let drainTimer: NodeJS.Timeout | undefined;

  const closePort = () => {
    clearTimeout(drainTimer);
    if (lifecycle.portClosed) return;
    lifecycle.portClosed = true;
    logger.info('closing the port; requests in flight finish');
    const force = setTimeout(() => {
      logger.error(
        `forced exit: requests and work still running ${FINISH_MS / 1000} s after the port closed`,
      );
      process.exit(1);
    }, FINISH_MS);
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

  return (signal: string) => {
    if (lifecycle.draining) {
      if (!lifecycle.portClosed) logger.info({ signal }, 'second signal: the drain ends now');
      closePort();
      return;
    }
    startDraining();
    if (drainMs === 0) {
      logger.info({ signal }, 'shutting down');
      closePort();
      return;
    }
    logger.info(
      { signal, drainMs },
      `shutting down: /readyz answers 503 for ${drainMs} ms while requests are still served, then the port closes`,
    );
    drainTimer = setTimeout(closePort, drainMs);
  };
}

/**
 * Everything the site runs on, started in order once the database is ready: the dependencies
 * handed to every route (AppDeps), the blog scheduler and the PDF drawer. In development the PDF
 * renderer arrives later, with Vite (`usePdfRenderer`).
 */
async function startDependencies({
  config,
  database,
  logger,
  dev,
  metrics,
  outage,
  lifecycle,
}: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  dev: boolean;
  metrics: Metrics;
  outage: DatabaseOutage;
  lifecycle: Lifecycle;
}) {
  let pdfRenderer: ((task: PdfTask) => Promise<Buffer>) | undefined;
  const jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret);
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const rateLimits = createRateLimits(config, logger);
  const contentVersion = new ContentVersion({
    db: database.db,
    databaseUrl: config.databaseUrl,
    logger,
    outage,
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
    outage,
  });
  const blogScheduler = new BlogScheduler({
    db: database.db,
    clock: systemClock,
    contentVersion,
    logger,
    outage,
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
    lifecycle,
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
  const lifecycle: Lifecycle = { draining: false, portClosed: false };
  const server = await listen(gate, config, lifecycle);
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
  // Made before the database, which times its queries for it.
  const metrics = new Metrics();
  const outage = new DatabaseOutage({ logger });
  const database = openDatabase({ ...config, logger, onQuery: metrics.databaseQuery });
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
  const { deps, blogScheduler, drawer, usePdfRenderer } = await startDependencies({
    config,
    database,
    logger,
    dev,
    metrics,
    outage,
    lifecycle,
  });
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
  const reachability = await new DatabaseReachability({ db: database.db, outage }).start();
  metrics.watch({
    db: database.db,
    databaseReachable: () => reachability.reachable,
    redis: () => rateLimits.status(),
    renders: () => deps.renderGate.stats,
  });
  // Start-up kept the loop busy before any request: that lag must not shed the first pages.
  eventLoopLag?.reset();

  gate.open(app, probeAnswers(deps, reachability));
  probeThread?.answerWith(openSiteAnswers(deps, reachability));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The start banner: everything an operator asks first about an instance, in one line.
  logger.info(
    {
      port,
      probePort: probeThread?.port,
      database: database.kind,
      redis: config.redisUrl ? rateLimits.status() : 'not configured',
      node: process.version,
      pdfWorkers: dev ? 'in process' : config.pdfWorkers,
      renderConcurrency: config.renderConcurrency,
      shutdownDrainMs: config.shutdownDrainMs,
      trustProxy: config.trustProxy,
      logLevel: config.logLevel,
    },
    `listening on http://localhost:${port}`,
  );

  outbox.start();
  blogScheduler.start();

  const shutdown = stopOnce({
    server,
    logger,
    lifecycle,
    drainMs: config.shutdownDrainMs,
    // /readyz answers 503 from now on, on both ports, so a load balancer stops sending here.
    startDraining: () => {
      lifecycle.draining = true;
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
  // The same as a log line, for a platform that reads only JSON.
  createLogger('info').fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
