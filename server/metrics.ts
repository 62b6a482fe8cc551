import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/database';

/**
 * What an operator watches (`GET /metrics`, Prometheus text format): requests by route and
 * status with their durations, page-cache hits and misses, renders refused for load, the outbox's
 * queue and failures, scheduler rounds, invoice PDF drawings and their queue, and Node's own figures (event-loop lag, memory, GC).
 * See docs/operations.md#monitoring.
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

  /** The route names requests are counted under: a fixed set, whatever URLs clients invent. */
  private knownSections = new Set<string>();

  constructor(options: { db: Db }) {
    collectDefaultMetrics({ register: this.registry });
    const { db } = options;
    new Gauge({
      name: 'outbox_emails',
      help: 'Emails in the outbox by state (pending: waiting to be sent or retried; failed: gave up)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const rows = await db
          .selectFrom('outbox_emails')
          .select(['status', sql<number>`count(*)`.as('n')])
          .where('status', 'in', ['pending', 'failed'])
          .groupBy('status')
          .execute();
        this.reset();
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
