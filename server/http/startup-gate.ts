import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

export type StartupPhase = 'migrating' | 'starting';

/**
 * What the server answers between binding its port and being ready (docs/operations.md#monitoring).
 * The port is taken first, so probes see the instance as alive but not ready while migrations run
 * and the app loads: `/healthz` 200 `starting`, `/readyz` 503 with the phase. Any other request
 * waits (unread, up to `maxWaiting` of them) and is handed to the site once it is ready, so a
 * visitor's form post that reaches a starting instance is served, late, rather than refused.
 */
export class StartupGate {
  private handler: RequestListener | undefined;
  private waiting = new Set<[IncomingMessage, ServerResponse]>();
  phase: StartupPhase = 'migrating';

  constructor(
    private readonly options: {
      release: { version: string; build: string };
      /** Requests held at once; more get 503 with Retry-After. */
      maxWaiting?: number;
    },
  ) {}

  /** The server's request listener, for all of its life. */
  readonly listener: RequestListener = (req, res) => {
    if (this.handler) {
      this.handler(req, res);
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      this.answer(res, 200, {
        status: 200,
        message: 'starting',
        phase: this.phase,
        waiting: this.waiting.size,
      });
      return;
    }
    if (path === '/readyz') {
      this.answer(res, 503, {
        status: 503,
        message: 'starting',
        phase: this.phase,
        migrations: this.phase === 'migrating' ? 'running' : 'applied',
        version: this.options.release.version,
        build: this.options.release.build,
      });
      return;
    }
    if (this.waiting.size >= (this.options.maxWaiting ?? 256)) {
      this.refuse(res);
      return;
    }
    const entry: [IncomingMessage, ServerResponse] = [req, res];
    this.waiting.add(entry);
    res.once('close', () => this.waiting.delete(entry));
  };

  /** Requests held until the site is ready. */
  get held(): number {
    return this.waiting.size;
  }

  /** The site is ready: it answers from now on, starting with the requests that waited. */
  open(handler: RequestListener) {
    this.handler = handler;
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const [req, res] of waiting) if (!res.destroyed) handler(req, res);
  }

  private answer(res: ServerResponse, status: number, body: Record<string, unknown>) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
    });
    res.end(res.req.method === 'HEAD' ? undefined : text);
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
