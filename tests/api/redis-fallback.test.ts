import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { api, unique } from '~/tests/support/api';
import { ADMIN, freePort, loggedLine, startServer, type TestServer } from '~/tests/support/server';

const health = async (server: TestServer) =>
  (await (await fetch(`${server.url}/healthz`)).json()) as { status: number; rateLimits: string };

/** The `redis_up` gauge of /metrics. */
const redisUp = async (server: TestServer) =>
  /^redis_up (\d)$/m.exec(await (await fetch(`${server.url}/metrics`)).text())?.[1];

const signIn = (server: TestServer, password = ADMIN.password) =>
  api(server, 'POST', '/api/users/login', { body: { email: ADMIN.email, password } });

/** What /healthz reports for the rate limits, once it says `ok` (Redis is back) or in 15 s. */
const rateLimitsRecover = (server: TestServer) =>
  expect
    .poll(async () => (await health(server)).rateLimits, { timeout: 15_000, interval: 200 })
    .toBe('ok');

/** A TCP proxy in front of Redis that the test can cut and restore, as a network outage would. */
async function redisProxy(target: URL, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
    });
  await open();
  return { url: `redis://127.0.0.1:${port}`, cut, open };
}

describe('sign-in and forms without Redis', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
  });

  it('signs in, throttles and takes submissions while Redis is unreachable', async () => {
    const closedPort = await freePort();
    server = await startServer({ redisUrl: `redis://127.0.0.1:${closedPort}` });
    const answer = await signIn(server);
    expect(answer.status).toBe(200);
    expect(typeof answer.body.token).toBe('string');
    expect(await health(server)).toMatchObject({ status: 200, rateLimits: 'degraded' });

    // The limits still hold, counted in the process: the sixth wrong password is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn(server, `wrong-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);

    const form = new URLSearchParams({
      name: 'Redis Outage',
      email: `${unique('visitor')}@example.com`,
      phone: '',
      message: 'Still reaching you?',
    });
    const posted = await fetch(`${server.url}/contact`, { method: 'POST', body: form });
    expect(posted.status).toBe(200);
    // The outage is logged once, not once per request.
    expect(server.output().match(/redis unreachable/g)?.length).toBe(1);
  });

  it.runIf(Boolean(process.env.TEST_REDIS_URL))(
    'keeps signing in when Redis goes away while running, and returns to it when it is back',
    async () => {
      const proxy = await redisProxy(new URL(process.env.TEST_REDIS_URL!), await freePort());
      server = await startServer({ redisUrl: proxy.url, redisKeyPrefix: `${unique('ecs')}:` });
      await rateLimitsRecover(server!);
      expect((await signIn(server)).status).toBe(200);

      await proxy.cut();
      expect((await signIn(server)).status).toBe(200);
      expect(await health(server)).toMatchObject({ status: 200, rateLimits: 'degraded' });
      expect(await redisUp(server)).toBe('0');

      await proxy.open();
      await rateLimitsRecover(server!);
      expect(await redisUp(server)).toBe('1');
      expect((await signIn(server)).status).toBe(200);
      // One line for the outage's end, with its length.
      await loggedLine(server, /redis is back after \d+\.\d s/);
      await proxy.cut();
    },
    40_000,
  );
});
