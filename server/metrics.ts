import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/database';
import { appVersion } from './version';

/** What the gauges read when Prometheus scrapes: the dependencies of a running site. */
export interface WatchedState {
  db: Db;
  /** Whether the last background check of the database was answered (server/http/probes.ts). */
  databaseReachable: () => boolean;
  /** Redis as the rate limits see it; `memory`: no Redis configured. */
  redis: () => 'memory' | 'ok' | 'degraded';
  /** Page renders running and waiting for a turn (server/http/render-gate.ts). */
  renders: () => { running: number; waiting: number };
}

/**
 * What an operator watches (`GET /metrics`, Prometheus text format): the build, requests by route
 * and status with their durations, database queries' durations and the database's and Redis's
 * state, page-cache hits and misses, renders running, waiting and refused for load, form
 * submissions by form and outcome, the outbox's queue and failures, scheduler rounds, invoice PDF
 * drawings and their queue, and Node's own figures (event-loop lag, memory, GC).
 * See docs/operations.md#metrics.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Shared page requests served from the page cache (hit) or rendered (miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly shed = new Counter({
    name: 'page_renders_refused_total',
    help: 'Page reads refused with 503 because renders were at their bound or the loop lagged',
    registers: [this.registry],
  });
  readonly schedulerRuns = new Counter({
    name: 'blog_scheduler_runs_total',
    help: 'Rounds of the blog scheduler, by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly scheduledPublished = new Counter({
    name: 'blog_scheduler_published_total',
    help: 'Scheduled blogs this instance published',
    registers: [this.registry],
  });

  readonly pdfDraws = new Counter({
    name: 'pdf_draws_total',
    help: 'Invoice PDF drawings, by outcome (drawn; refused: the queue was full; failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly pdfServed = new Counter({
    name: 'invoice_pdfs_served_total',
    help: 'Invoice PDFs handed out (downloads, the hosted link, emails), by where the bytes came from',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });
  readonly pdfQueueDepth = new Gauge({
    name: 'pdf_queue_depth',
    help: 'Invoice PDF drawings waiting for a worker thread',
    registers: [this.registry],
  });

  private readonly queries = new Histogram({
    name: 'database_query_duration_seconds',
    help: 'Time from sending a query to the database to its answer, by outcome (ok, error)',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly submissions = new Counter({
    name: 'submissions_total',
    help: 'Public form submissions, by form and outcome (stored, refused, rate_limited, honeypot, failed)',
    labelNames: ['form', 'outcome'] as const,
    registers: [this.registry],
  });

  /** The route names requests are counted under: a fixed set, whatever URLs clients invent. */
  private knownSections = new Set<string>();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'build_info',
      help: 'Always 1; the release this instance runs (package version, and the commit it was built from)',
      labelNames: ['version', 'commit'] as const,
      registers: [this.registry],
    }).set({ version: appVersion.version, commit: appVersion.build }, 1);
  }

  /** A query answered or failed (the database's `onQuery`: server/db/database.ts). */
  readonly databaseQuery = (seconds: number, outcome: 'ok' | 'error') => {
    this.queries.observe({ outcome }, seconds);
  };

  /**
   * The gauges read at each scrape from the running site: the database's and Redis's state, the
   * page renders, the outbox. Called once, when the site opens.
   */
  watch({ db, databaseReachable, redis, renders }: WatchedState) {
    new Gauge({
      name: 'database_up',
      help: "1 while this instance's background check of the database is answered, else 0",
      registers: [this.registry],
      collect() {
        this.set(databaseReachable() ? 1 : 0);
      },
    });
    if (redis() !== 'memory')
      new Gauge({
        name: 'redis_up',
        help: '1 while Redis answers and rate limits are shared; 0 while they are counted in this process',
        registers: [this.registry],
        collect() {
          this.set(redis() === 'ok' ? 1 : 0);
        },
      });
    new Gauge({
      name: 'page_renders_in_progress',
      help: 'Page renders running now',
      registers: [this.registry],
      collect() {
        this.set(renders().running);
      },
    });
    new Gauge({
      name: 'page_render_queue_depth',
      help: 'Page renders waiting for a turn (RENDER_QUEUE is the most that may wait)',
      registers: [this.registry],
      collect() {
        this.set(renders().waiting);
      },
    });
    // A figure of the whole database, the same from every instance: aggregate it with max(), not
    // sum() (docs/decisions/068-health-drain-and-metrics.md).
    new Gauge({
      name: 'outbox_emails',
      help: 'Emails in the outbox of the whole database by state (pending: waiting to be sent or retried; failed: gave up); every instance reports the same figure, so take max() across instances',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        // The database away: no outbox series in this scrape, and the rest of it (database_up 0)
        // still answered.
        const rows = await db
          .selectFrom('outbox_emails')
          .select(['status', sql<number>`count(*)`.as('n')])
          .where('status', 'in', ['pending', 'failed'])
          .groupBy('status')
          .execute()
          .catch(() => undefined);
        if (!rows) return;
        for (const status of ['pending', 'failed'])
          this.set({ status }, Number(rows.find((row) => row.status === status)?.n ?? 0));
      },
    });
  }

  /** The sections of the site (first path segments; `api/<name>` under the API). */
  knowSections(sections: Iterable<string>) {
    this.knownSections = new Set(sections);
  }

  /** Counts a request once it has been answered, whichever layer answered it. */
  observe(req: IncomingMessage, res: ServerResponse) {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = res.statusCode === 404 ? '(not found)' : this.routeOf(req.url ?? '/');
      const method = req.method ?? 'GET';
      this.requests.inc({ method, route, status: String(res.statusCode) });
      this.durations.observe({ method, route }, seconds);
      const cache = res.getHeader('x-page-cache');
      if (cache === 'hit' || cache === 'miss') this.pageCache.inc({ result: cache });
    });
  }

  /**
   * A URL's route for counting: its first segment (two under /api) when the site has such a
   * section, with `/:param` for anything deeper; `(other)` for anything else.
   */
  routeOf(url: string): string {
    const path = (url.split('?')[0] ?? '/').replace(/\.data$/, '');
    const parts = path.split('/').filter(Boolean);
    if (parts.length === 0) return '/';
    const depth = parts[0] === 'api' ? 2 : 1;
    const head = parts.slice(0, depth);
    if (!this.knownSections.has(head.join('/'))) return '(other)';
    return `/${head.join('/')}${parts.length > depth ? '/:param' : ''}`;
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }
}
