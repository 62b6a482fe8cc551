import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProbeSnapshot } from '~/server/http/probe-answer';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

const workerFile = path.resolve(import.meta.dirname, '../../build/probe-worker.js');

const json = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe.each(backends)('PROBE_PORT on %s', (backend) => {
  // Port 0: the probe thread takes a free port and the log says which.
  const fixture = useServer(backend, { env: { PROBE_PORT: '0', PROBE_HOST: '127.0.0.1' } });
  let probePort = 0;
  beforeAll(() => {
    const line = fixture.server
      .output()
      .split('\n')
      .find((entry) => entry.includes('"probePort"'));
    probePort = (JSON.parse(line ?? '{}') as { probePort?: number }).probePort ?? 0;
    expect(probePort).toBeGreaterThan(0);
  });

  it('answers /healthz and /readyz as the site port does, from its own port', async () => {
    const base = `http://127.0.0.1:${probePort}`;
    const [health, ready] = [await json(`${base}/healthz`), await json(`${base}/readyz`)];
    expect(health.status).toBe(200);
    expect(ready.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const site = {
      health: JSON.parse((await json(`${fixture.server.url}/healthz`)).text),
      ready: JSON.parse((await json(`${fixture.server.url}/readyz`)).text),
    };
    const probed = { health: JSON.parse(health.text), ready: JSON.parse(ready.text) };
    expect(probed.health).toMatchObject({
      status: 200,
      message: 'ok',
      database: site.health.database,
      react: 'production',
    });
    expect(probed.ready).toEqual(site.ready);
    expect(probed.ready).toMatchObject({ message: 'ready', database: { reachable: true } });
  });

  it('answers nothing else: other paths 404, writes 405, HEAD without a body', async () => {
    const base = `http://127.0.0.1:${probePort}`;
    expect((await json(`${base}/`)).status).toBe(404);
    expect((await json(`${base}/metrics`)).status).toBe(404);
    const post = await json(`${base}/healthz`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await json(`${base}/readyz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });
});

/**
 * A probe thread started as the server starts it, on a free port: `post` is the main thread's
 * word, `probe` asks its port. It says the main loop stalled when no word came for `stallMs`.
 */
async function startProbeThread(stallMs: number) {
  const worker = new Worker(workerFile, {
    workerData: { port: 0, host: '127.0.0.1', stallMs },
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { listening?: number; error?: string }) =>
      message.listening ? resolve(message.listening) : reject(new Error(message.error)),
    );
    worker.once('error', reject);
  });
  return {
    post: (snapshot: ProbeSnapshot) => worker.postMessage(snapshot),
    probe: async (name: 'healthz' | 'readyz') => {
      const response = await fetch(`http://127.0.0.1:${port}/${name}`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    stop: () => worker.terminate(),
  };
}

describe('the probe thread on its own', () => {
  // Two threads: one that never sees a stall, for what it answers (on a busy machine a poll can
  // take longer than a short stall limit), and one with a limit of 300 ms, for the stalls.
  let steady: Awaited<ReturnType<typeof startProbeThread>>;
  let watchful: Awaited<ReturnType<typeof startProbeThread>>;
  const open = (ready: boolean): ProbeSnapshot => ({
    phase: 'open',
    healthz: { status: 200, body: { status: 200, message: 'ok' } },
    readyz: {
      status: ready ? 200 : 503,
      body: { status: ready ? 200 : 503, message: ready ? 'ready' : 'stopping' },
    },
  });

  beforeAll(async () => {
    [steady, watchful] = await Promise.all([startProbeThread(600_000), startProbeThread(300)]);
  });
  afterAll(async () => {
    await Promise.all([steady?.stop(), watchful?.stop()]);
  });

  it('answers what the main thread sent last', async () => {
    steady.post(open(true));
    await expect
      .poll(() => steady.probe('readyz'))
      .toEqual({
        status: 200,
        body: { status: 200, message: 'ready' },
      });
    steady.post(open(false));
    await expect.poll(async () => (await steady.probe('readyz')).status).toBe(503);
    expect((await steady.probe('healthz')).status).toBe(200);
  });

  it('says the main loop is stalled once it has been silent too long, and recovers', async () => {
    // Word just before each ask: on a busy machine an ask can come later than 300 ms after it.
    const healthyAfterWord = async () => {
      watchful.post(open(true));
      return (await watchful.probe('healthz')).status;
    };
    await expect.poll(healthyAfterWord).toBe(200);
    // No word for longer than stallMs (300 ms): both probes fail with how long it has been.
    await expect
      .poll(() => watchful.probe('healthz'), { interval: 100 })
      .toMatchObject({ status: 503, body: { message: 'event loop stalled' } });
    const stalled = await watchful.probe('readyz');
    expect(stalled.status).toBe(503);
    expect(stalled.body.stalledMs).toBeGreaterThan(300);
    await expect.poll(healthyAfterWord).toBe(200);
  });

  it('does not call a migration holding the loop a stall', async () => {
    watchful.post({
      phase: 'migrating',
      healthz: { status: 200, body: { status: 200, message: 'starting', phase: 'migrating' } },
      readyz: { status: 503, body: { status: 503, message: 'starting', phase: 'migrating' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await watchful.probe('healthz')).toMatchObject({
      status: 200,
      body: { message: 'starting' },
    });
    expect(await watchful.probe('readyz')).toMatchObject({
      status: 503,
      body: { message: 'starting' },
    });
  });
});
