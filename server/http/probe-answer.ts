import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a probe answers: its status and JSON body. Made on the main thread and sent as it is by the
 * site's own listener or by the probe thread (server/http/probe-thread.ts), so it is plain data.
 * Nothing here imports more than Node's types: the probe thread's bundle stays small.
 */
export interface ProbeAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Both probes' answers at one moment, and the phase of the instance they describe. */
export interface ProbeSnapshot {
  /** `migrating`: the loop may be held by a migration, which is not a stall. */
  phase: 'migrating' | 'starting' | 'open';
  healthz: ProbeAnswer;
  readyz: ProbeAnswer;
}

/** The paths the probes answer; `/metrics` is an Express route (it is asked rarely, by one scraper). */
export const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** The path of a request without its query. */
export const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0]!;

/** A probe's JSON answer: never stored, never sniffed, no body for HEAD. */
export function sendProbe(res: ServerResponse, { status, body }: ProbeAnswer) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/** The answers of an instance still starting: alive (`/healthz` 200), not ready (`/readyz` 503). */
export function startingAnswers(
  phase: 'migrating' | 'starting',
  waiting: number,
  release: { version: string; build: string },
): ProbeSnapshot {
  return {
    phase,
    healthz: { status: 200, body: { status: 200, message: 'starting', phase, waiting } },
    readyz: {
      status: 503,
      body: {
        status: 503,
        message: 'starting',
        phase,
        migrations: phase === 'migrating' ? 'running' : 'applied',
        version: release.version,
        build: release.build,
      },
    },
  };
}
