import pLimit from 'p-limit';

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

  constructor(
    concurrency: number,
    private readonly queue: number,
  ) {
    this.limit = pLimit(concurrency);
  }

  /** Whether a new page read would have to wait past the queue, and so should be refused. */
  get full(): boolean {
    return (
      this.limit.activeCount >= this.limit.concurrency && this.limit.pendingCount >= this.queue
    );
  }

  /** Runs `render` when a slot is free. */
  run<T>(render: () => Promise<T>): Promise<T> {
    return this.limit(render);
  }

  /** Counts a refused read (reported by /healthz). */
  shed() {
    this.shedCount += 1;
  }

  get stats() {
    return {
      running: this.limit.activeCount,
      waiting: this.limit.pendingCount,
      shed: this.shedCount,
    };
  }
}
