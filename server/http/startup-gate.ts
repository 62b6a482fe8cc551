import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { pathOf, PROBE_PATHS, sendProbe, startingAnswers } from './probe-answer';

export type StartupPhase = 'migrating' | 'starting';

/** Answers a probe (`/healthz`, `/readyz`) itself, or says it is not one (`false`). */
type ProbeAnswers = (req: IncomingMessage, res: ServerResponse) => boolean;

type Held = [IncomingMessage, ServerResponse];

/**
 * Reads that waited for the site to start and were handed to it: they were admitted within what
 * the site renders at once and queues, and are rendered even if the start-up left the event loop
 * behind (server/app.ts and server/http/ssr.ts do not refuse them for load).
 */
const admittedAtStart = new WeakSet<IncomingMessage>();
export const waitedForStart = (req: IncomingMessage) => admittedAtStart.has(req);

const isRead = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/**
 * The server's request listener for all of its life (docs/operations.md#monitoring). The port is
 * taken first, so probes see the instance as alive but not ready while migrations run and the app
 * loads: `/healthz` 200 `starting`, `/readyz` 503 with the phase. Once the site is open the probes
 * are still answered here, before the site's own stack (`probeAnswers`).
 *
 * While it starts, the other requests are treated by what a refusal would cost:
 * - a form post or any other write is held, unread, however many arrive, and handed to the site
 *   once it is ready: a visitor's submission is served late, never refused;
 * - a read is held while fewer than `maxHeldReads` are (as many as the site renders at once and
 *   queues, so each held read is rendered, not refused, when the site opens); past that it is
 *   refused at once with 503 and `Retry-After`, which a browser, a crawler and the proxy in front
 *   (trying the other instance) all know how to take.
 */
export class StartupGate {
  private handler: RequestListener | undefined;
  private probes: ProbeAnswers | undefined;
  private readonly held = { reads: new Set<Held>(), writes: new Set<Held>() };
  phase: StartupPhase = 'migrating';

  constructor(
    private readonly options: {
      release: { version: string; build: string };
      /** Reads held at once while starting; more get 503 with Retry-After at once. */
      maxHeldReads: number;
    },
  ) {}

  readonly listener: RequestListener = (req, res) => {
    if (this.probes?.(req, res)) return;
    if (this.handler) {
      this.handler(req, res);
      return;
    }
    if (isRead(req) && PROBE_PATHS.has(pathOf(req))) {
      this.answerStarting(req, res);
      return;
    }
    const held = isRead(req) ? this.held.reads : this.held.writes;
    if (held === this.held.reads && held.size >= this.options.maxHeldReads) {
      this.refuse(res);
      return;
    }
    const entry: Held = [req, res];
    held.add(entry);
    res.once('close', () => held.delete(entry));
  };

  /** Requests waiting for the site: reads and writes. */
  get waiting(): number {
    return this.held.reads.size + this.held.writes.size;
  }

  /**
   * The site is ready: it answers from now on, starting with the requests that waited (writes
   * first), and `probes` answers the probes.
   */
  open(handler: RequestListener, probes: ProbeAnswers) {
    this.handler = handler;
    this.probes = probes;
    const waiting = [...this.held.writes, ...this.held.reads];
    this.held.writes.clear();
    this.held.reads.clear();
    for (const [req] of waiting) if (isRead(req)) admittedAtStart.add(req);
    for (const [req, res] of waiting) if (!res.destroyed) handler(req, res);
  }

  /** The probes' answers while the site starts (also sent to the probe thread). */
  startingAnswers() {
    return startingAnswers(this.phase, this.waiting, this.options.release);
  }

  private answerStarting(req: IncomingMessage, res: ServerResponse) {
    const answers = this.startingAnswers();
    sendProbe(res, pathOf(req) === '/healthz' ? answers.healthz : answers.readyz);
  }

  private refuse(res: ServerResponse) {
    const text = 'The site is starting. Please try again in a few seconds.\n';
    res.writeHead(503, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Retry-After': '5',
      'Cache-Control': 'no-store',
    });
    res.end(res.req.method === 'HEAD' ? undefined : text);
  }
}
