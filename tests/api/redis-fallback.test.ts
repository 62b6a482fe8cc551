import { afterEach, describe, expect, it } from 'vitest';
import { api, unique } from '~/tests/support/api';
import { ADMIN, freePort, loggedLine, startServer, type TestServer } from '~/tests/support/server';
import { tcpRelay } from '~/tests/support/tcp-relay';

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
      // A network outage between the site and Redis, cut and restored by the test.
      const proxy = await tcpRelay(new URL(process.env.TEST_REDIS_URL!), 6379);
      server = await startServer({
        redisUrl: `redis://127.0.0.1:${proxy.port}`,
        redisKeyPrefix: `${unique('ecs')}:`,
      });
      await rateLimitsRecover(server!);
      expect((await signIn(server)).status).toBe(200);

      await proxy.cut();
      expect((await signIn(server)).status).toBe(200);
      expect(await health(server)).toMatchObject({ status: 200, rateLimits: 'degraded' });
      expect(await redisUp(server)).toBe('0');

      await proxy.restore();
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
