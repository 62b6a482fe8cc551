/**
 * The probe thread (build/probe-worker.js): `/healthz` and `/readyz` on `PROBE_PORT`, answered from
 * the last answers the main thread sent, on a thread that renders nothing, so a monitor is answered
 * at once however busy the site is. The main thread sends fresh answers twice a second; when none
 * has come for `stallMs`, its event loop is stuck and both probes say so with a 503 (liveness fails,
 * and the orchestrator restarts a process that would never answer again). See
 * docs/operations.md#monitoring and server/http/probe-thread.ts.
 */
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { pathOf, sendProbe, type ProbeAnswer, type ProbeSnapshot } from './probe-answer';

export interface ProbeWorkerData {
  port: number;
  host: string;
  /** Milliseconds without word from the main thread after which it counts as stalled. */
  stallMs: number;
}

/** What the worker tells the main thread. */
export type ProbeWorkerMessage = { listening: number } | { error: string };

const { port, host, stallMs } = workerData as ProbeWorkerData;
const parent = parentPort!;

let latest: ProbeSnapshot | undefined;
let heardAt = performance.now();
parent.on('message', (snapshot: ProbeSnapshot) => {
  latest = snapshot;
  heardAt = performance.now();
});

function answer(path: string): ProbeAnswer {
  const silentMs = Math.round(performance.now() - heardAt);
  // A migration may hold the loop (SQLite runs it synchronously): starting, not stuck.
  if (!latest || (silentMs > stallMs && latest.phase !== 'migrating'))
    return {
      status: 503,
      body: { status: 503, message: 'event loop stalled', stalledMs: silentMs },
    };
  return path === '/healthz' ? latest.healthz : latest.readyz;
}

const server = createServer((req, res) => {
  const path = pathOf(req);
  if (path !== '/healthz' && path !== '/readyz') {
    sendProbe(res, { status: 404, body: { status: 404, message: 'Not found' } });
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendProbe(res, { status: 405, body: { status: 405, message: `${req.method} is not allowed` } });
    return;
  }
  sendProbe(res, answer(path));
});
// A monitor opens a connection per probe: none may linger.
server.keepAliveTimeout = 5_000;
server.headersTimeout = 5_000;
server.requestTimeout = 5_000;
server.on('error', (error) => parent.postMessage({ error: error.message }));
server.listen(port, host, () => {
  const address = server.address();
  parent.postMessage({ listening: typeof address === 'object' && address ? address.port : port });
});
