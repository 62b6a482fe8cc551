import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Logger } from '~/server/logger';
import type { ProbeSnapshot } from './probe-answer';
import type { ProbeWorkerData, ProbeWorkerMessage } from './probe-worker';

/** How often the main thread sends the probe thread fresh answers. */
const PUBLISH_EVERY_MS = 500;
/**
 * Silence from the main thread past which the probe thread reports it stalled. Far above any
 * render, PDF or garbage collection, so only a loop that no longer turns fails liveness.
 */
const STALL_MS = 10_000;

/**
 * `PROBE_PORT`: the probes answered on a port of their own by a worker thread
 * (server/http/probe-worker.ts). Page renders are CPU work on the main event loop; under a burst of
 * them a probe on the site's port waits its turn behind them (bench/results/http.md), so a load
 * balancer could take a busy instance for a dead one and an orchestrator restart it at the worst
 * moment. The probe thread answers at once from what the main thread last published, every
 * `PUBLISH_EVERY_MS`; the publishing is itself the heartbeat, so a main loop stuck for `STALL_MS`
 * turns both probes into 503.
 */
export class ProbeThread {
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly worker: Worker,
    /** The port the probes answer on (the one asked for, or the one given for port 0). */
    readonly port: number,
    private answers: () => ProbeSnapshot,
  ) {}

  /** Starts the thread and waits until it listens; a port it cannot take fails the start. */
  static async start(options: {
    workerFile: string;
    port: number;
    host: string;
    answers: () => ProbeSnapshot;
    logger: Pick<Logger, 'error'>;
  }): Promise<ProbeThread> {
    if (!fs.existsSync(options.workerFile))
      throw new Error(`PROBE_PORT needs the probe thread's bundle, ${options.workerFile}`);
    const workerData: ProbeWorkerData = {
      port: options.port,
      host: options.host,
      stallMs: STALL_MS,
    };
    const worker = new Worker(options.workerFile, { workerData });
    const port = await new Promise<number>((resolve, reject) => {
      worker.once('message', (message: ProbeWorkerMessage) =>
        'listening' in message
          ? resolve(message.listening)
          : reject(new Error(`PROBE_PORT ${options.port} on ${options.host}: ${message.error}`)),
      );
      worker.once('error', reject);
    });
    // The site's shutdown ends the process; the probe thread never holds it up.
    worker.unref();
    worker.on('error', (error) => options.logger.error({ err: error }, 'the probe thread failed'));
    const thread = new ProbeThread(worker, port, options.answers);
    thread.publish();
    thread.timer = setInterval(() => thread.publish(), PUBLISH_EVERY_MS);
    thread.timer.unref();
    return thread;
  }

  /** From now on the probes answer what `answers` says (the site has opened). */
  answerWith(answers: () => ProbeSnapshot) {
    this.answers = answers;
    this.publish();
  }

  /** Sends the current answers now (a change the next beat would bring half a second late). */
  publish() {
    this.worker.postMessage(this.answers());
  }

  async stop() {
    clearInterval(this.timer);
    await this.worker.terminate();
  }
}
