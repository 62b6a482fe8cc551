import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartupGate } from './startup-gate';

const release = { version: '1.2.3', build: 'abc1234' };
let server: Server | undefined;

async function listen(gate: StartupGate) {
  server = createServer(gate.listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('StartupGate', () => {
  it('answers the probes while starting: alive, not ready, with the phase and release', async () => {
    const gate = new StartupGate({ release, maxHeldReads: 8 });
    const base = await listen(gate);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 200,
      message: 'starting',
      phase: 'migrating',
      waiting: 0,
    });
    gate.phase = 'starting';
    const ready = await fetch(`${base}/readyz?verbose=1`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 503,
      message: 'starting',
      phase: 'starting',
      migrations: 'applied',
      version: '1.2.3',
      build: 'abc1234',
    });
    const head = await fetch(`${base}/readyz`, { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
  });

  it('holds other requests, bodies unread, and hands every one to the site once it opens', async () => {
    const gate = new StartupGate({ release, maxHeldReads: 8 });
    const base = await listen(gate);
    const first = fetch(`${base}/contact`, { method: 'POST', body: 'name=Ada' });
    const second = fetch(`${base}/pricing`);
    await vi.waitFor(() => expect(gate.waiting).toBe(2));
    const seen: string[] = [];
    gate.open(
      (req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk));
        req.on('end', () => {
          seen.push(`${req.method} ${req.url} ${body}`);
          res.end('served');
        });
      },
      (req, res) => {
        if (req.url !== '/healthz') return false;
        res.end('probe');
        return true;
      },
    );
    expect(await (await first).text()).toBe('served');
    expect(await (await second).text()).toBe('served');
    expect(seen.sort()).toEqual(['GET /pricing ', 'POST /contact name=Ada']);
    // Once open, the probes are answered by the probes' own handler, the rest by the site.
    expect(await (await fetch(`${base}/healthz`)).text()).toBe('probe');
    expect(await (await fetch(`${base}/readyz`)).text()).toBe('served');
  });

  it('refuses reads past the number it may hold at once with 503 and Retry-After, and holds every post', async () => {
    const gate = new StartupGate({ release, maxHeldReads: 1 });
    const base = await listen(gate);
    const held = fetch(`${base}/`).catch(() => undefined);
    await vi.waitFor(() => expect(gate.waiting).toBe(1));
    const refused = await fetch(`${base}/about-us`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.text()).toMatch(/starting/);
    const posts = Array.from({ length: 20 }, (_, i) =>
      fetch(`${base}/contact`, { method: 'POST', body: `n=${i}` }),
    );
    await vi.waitFor(() => expect(gate.waiting).toBe(21));
    gate.open(
      (req, res) => res.end(`ok ${req.method}`),
      () => false,
    );
    expect(await (await held)?.text()).toBe('ok GET');
    const answers = await Promise.all(posts);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  });
});
