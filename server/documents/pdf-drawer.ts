import { Busy } from '~/server/errors';

/**
 * Where PDFs (invoices, signed agreements) are drawn (docs/decisions/048-pdf-worker-pool.md): a pool of worker threads,
 * so a drawing (30–120 ms of solid CPU) never holds the event loop that answers every other
 * request. The pool has a bounded queue: a reader's PDF (the hosted link, a staff download) that
 * finds it full is refused with PdfQueueFull, a `Busy` refusal answered 503 with Retry-After; a
 * send waits its turn, because an email must not be lost to a busy moment.
 */

/** How long a refused reader is told to wait (Retry-After, seconds). */
const PDF_RETRY_AFTER_SECONDS = 5;

/** Every worker busy and `queue` draws already waiting: try again in a moment. */
export class PdfQueueFull extends Busy {
  constructor() {
    super(
      'Too many PDFs are being drawn; please try again in a few seconds.',
      PDF_RETRY_AFTER_SECONDS,
    );
    this.name = 'PdfQueueFull';
  }
}

export interface DrawOptions {
  /** Wait however long the queue is (sends); otherwise refuse when it is full (reads). */
  wait: boolean;
}

export type DrawOutcome = 'drawn' | 'refused' | 'failed';

/**
 * Draws PDFs through `run` with at most `workers` running and `queue` reads waiting. What a task
 * is (server/documents/pdf-task.ts) is `run`'s business: every kind shares the workers and the
 * queue.
 */
export class PdfDrawer<Task> {
  private active = 0;

  constructor(
    private readonly options: {
      run: (task: Task) => Promise<Uint8Array>;
      /** Draws that run at once (worker threads). */
      workers: number;
      /** Draws that may wait for a worker before a read is refused. */
      queue: number;
      onDraw?: (outcome: DrawOutcome) => void;
      /** Told the number of draws waiting whenever it changes. */
      onQueue?: (waiting: number) => void;
      close?: () => Promise<void>;
    },
  ) {}

  /** Draws being run or waiting for a worker. */
  get inFlight(): number {
    return this.active;
  }

  /** Draws waiting for a worker. */
  get waiting(): number {
    return Math.max(0, this.active - this.options.workers);
  }

  async draw(task: Task, { wait }: DrawOptions): Promise<Buffer> {
    if (!wait && this.active >= this.options.workers + this.options.queue) {
      this.options.onDraw?.('refused');
      throw new PdfQueueFull();
    }
    this.active += 1;
    this.options.onQueue?.(this.waiting);
    try {
      const bytes = await this.options.run(task);
      this.options.onDraw?.('drawn');
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      this.options.onDraw?.('failed');
      throw error;
    } finally {
      this.active -= 1;
      this.options.onQueue?.(this.waiting);
    }
  }

  async close(): Promise<void> {
    await this.options.close?.();
  }
}
