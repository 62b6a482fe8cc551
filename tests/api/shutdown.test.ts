import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { loggedLine, startServer, waitForExit, type TestServer } from '~/tests/support/server';
import { scaled } from '~/tests/support/timeouts';

/** Long enough for the checks made during it on a busy machine; the test never waits it out. */
const DRAIN_MS = scaled(8_000);

const status = async (url: string) => {
  try {
    return (await fetch(url)).status;
  } catch {
    return 'refused';
  }
};

/** The probe port the server logged (PROBE_PORT=0 takes a free one). */
const probePortOf = async (server: TestServer) =>
  Number((await loggedLine(server, /"probePort":(\d+)/))[1]);

/** A GET on a connection the client asks to keep alive, with the `Connection` the server answered. */
function keptAliveGet(url: string) {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      http
        .get(url, { agent }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            agent.destroy();
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body,
            });
          });
        })
        .on('error', reject);
    },
  );
}

/**
 * A request whose body is sent in two halves, the second when the test says: a request in flight
 * for as long as the test wants, on a connection of its own.
 */
async function slowRequest(server: TestServer) {
  const body = JSON.stringify({ email: 'nobody@northwind.example', password: 'not-a-password' });
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  const ended = new Promise<string>((resolve, reject) => {
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    /** Sends the rest of the body; resolves with everything the server answered. */
    finish: () => {
      socket.write(body.slice(half));
      return ended;
    },
  };
}

describe('stopping on SIGTERM', () => {
  it('drains: /readyz says stopping on both ports while requests are still served, then the port closes and the request in flight finishes', async () => {
    const server = await startServer({
      env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), PROBE_PORT: '0' },
    });
    try {
      const probes = `http://127.0.0.1:${await probePortOf(server)}`;
      expect(await status(`${probes}/readyz`)).toBe(200);
      const inFlight = await slowRequest(server);
      const exited = waitForExit(server.process);
      server.process.kill('SIGTERM');

      await expect.poll(() => status(`${server.url}/readyz`)).toBe(503);
      expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({
        status: 503,
        message: 'stopping',
      });
      await expect.poll(() => status(`${probes}/readyz`)).toBe(503);
      expect(await (await fetch(`${probes}/readyz`)).json()).toMatchObject({
        message: 'stopping',
      });
      // Alive, and serving: liveness holds, and a request arriving during the drain is answered.
      expect(await status(`${server.url}/healthz`)).toBe(200);
      expect(await status(`${probes}/healthz`)).toBe(200);
      const page = await keptAliveGet(`${server.url}/pricing`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('</html>');
      // Asked to keep the connection, the server closes it with the answer: the client's next
      // request opens a connection the balancer places elsewhere.
      expect(page.connection).toBe('close');

      // After the drain the port closes, while the request in flight keeps the process running.
      await expect
        .poll(() => status(`${server.url}/healthz`), { timeout: DRAIN_MS + scaled(10_000) })
        .toBe('refused');
      expect(server.process.exitCode).toBeNull();
      // Answered in full, then its kept-alive connection is closed (the socket ends).
      const answer = await inFlight.finish();
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toContain('"status":401');
      expect(await exited).toBe(0);
      const messages = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^shutting down: \/readyz answers 503 for \d+ ms/),
          'closing the port; requests in flight finish',
          'stopped',
        ]),
      );
    } finally {
      await server.dispose();
    }
  });

  it('ends the drain at a second signal', async () => {
    // A drain longer than the test may take: only the second signal can end it in time.
    const server = await startServer({ env: { SHUTDOWN_DRAIN_MS: '60000' } });
    try {
      const exited = waitForExit(server.process);
      server.process.kill('SIGTERM');
      await expect.poll(() => status(`${server.url}/readyz`)).toBe(503);
      expect(await status(`${server.url}/pricing`)).toBe(200);
      server.process.kill('SIGTERM');
      expect(await exited).toBe(0);
      await loggedLine(server, /second signal: the drain ends now/);
    } finally {
      await server.dispose();
    }
  });
});
