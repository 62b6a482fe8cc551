import type { ServerResponse } from 'node:http';
import pLimit from 'p-limit';
import type { Logger } from '~/server/logger';
import { SHED_RETRY_AFTER_SECONDS, type EventLoopLag } from './overload';

export const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';

/** Refusals are reported at most this often, as one warning with their count. */
const REPORT_EVERY_MS = 1000;

/**
 * Bounds the page renders a server does at once. Rendering is CPU work on the one event loop: two
 * hundred renders started together leave the loop no turn for anything else, so a health check
 * waits behind all of them. The gate lets `concurrency` renders run and queues up to `queue` more;
 * past that a page read is refused at once (the caller answers 503), while a form post always
 * waits its turn, since what a visitor sent must never be turned away for load.
 * See docs/decisions/040-page-cache-and-shedding.md.
 */
export class RenderGate {
  private readonly limit: ReturnType<typeof pLimit>;
  private shedCount = 0;
  /** Refusals not yet reported, and the worst lag among them. */
  private unreported = 0;
  private worstLagMs = 0;
  private reportTimer: NodeJS.Timeout | undefined;

  private readonly queue: number;
  private readonly lag: EventLoopLag | undefined;
  private readonly maxLagMs: number;
  private readonly logger: Logger;
  private readonly onRefuse: (() => void) | undefined;

  constructor(options: {
    concurrency: number;
    queue: number;
    /** Event-loop lag, and past how many ms of it new renders are refused (0: never). */
    lag: EventLoopLag | undefined;
    maxLagMs: number;
    logger: Logger;
    /** Called for each refusal (the metrics count them). */
    onRefuse?: () => void;
  }) {
    this.limit = pLimit(options.concurrency);
    this.queue = options.queue;
    this.lag = options.lag;
    this.maxLagMs = options.maxLagMs;
    this.logger = options.logger;
    this.onRefuse = options.onRefuse;
  }

  /**
   * Whether a page read that needs a new render must be refused now: the renders running and
   * waiting are at their bound, or the event loop is behind. A refusal is counted and reported.
   */
  refuse(): boolean {
    const behind = this.lag && this.maxLagMs > 0 ? this.lag.ms : 0;
    const full =
      this.limit.activeCount >= this.limit.concurrency && this.limit.pendingCount >= this.queue;
    if (!full && !(this.maxLagMs > 0 && behind > this.maxLagMs)) return false;
    this.shed(behind);
    return true;
  }

  /** Runs `render` when a slot is free. */
  run<T>(render: () => Promise<T>): Promise<T> {
    return this.limit(render);
  }

  /**
   * Counts a refused read (reported by /healthz). A flood of refusals is one warning a second
   * with their count, not a log line each: logging must not add to the load being shed.
   */
  private shed(lagMs: number) {
    this.shedCount += 1;
    this.onRefuse?.();
    this.unreported += 1;
    this.worstLagMs = Math.max(this.worstLagMs, lagMs);
    this.reportTimer ??= setTimeout(
      () => this.report(),
      this.unreported === 1 ? 0 : REPORT_EVERY_MS,
    );
    this.reportTimer.unref();
  }

  private report() {
    this.reportTimer = undefined;
    if (this.unreported === 0) return;
    this.logger.warn(
      { refused: this.unreported, lagMs: Math.round(this.worstLagMs), ...this.stats },
      'page renders refused under load',
    );
    this.unreported = 0;
    this.worstLagMs = 0;
    // Refusals arriving in the next second are gathered into the next report.
    this.reportTimer = setTimeout(() => this.report(), REPORT_EVERY_MS);
    this.reportTimer.unref();
  }

  get stats() {
    return {
      running: this.limit.activeCount,
      waiting: this.limit.pendingCount,
      shed: this.shedCount,
    };
  }
}

/** The answer to a page read refused for load: cheap, never stored, with when to come back. */
export function sendBusy(res: ServerResponse) {
  res.writeHead(503, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(BUSY_MESSAGE),
    'Retry-After': String(SHED_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(BUSY_MESSAGE);
}
