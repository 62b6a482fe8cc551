import { describe, expect, it } from 'vitest';
import { createTestDatabase, loggedLine, startServer } from '~/tests/support/server';
import { tcpRelay } from '~/tests/support/tcp-relay';

const statusOf = async (url: string) => (await fetch(url)).status;

describe.runIf(process.env.TEST_DATABASE_URL)('a database outage', () => {
  it('keeps /healthz 200 while /readyz says 503, and logs one warning at its start and one line at its end', async () => {
    const database = await createTestDatabase();
    const target = new URL(database.url);
    // What a database restart or a network blip looks like to the site.
    const path = await tcpRelay(target, 5432);
    const viaRelay = new URL(database.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(path.port);
    // Debug: the lines the outage logs while it lasts are what shows that it was met many times.
    const server = await startServer({
      backend: 'postgres',
      databaseUrl: viaRelay.toString(),
      env: { LOG_LEVEL: 'debug', PROBE_PORT: '0' },
    });
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; task?: string });
    try {
      const probes = `http://127.0.0.1:${(await loggedLine(server, /"probePort":(\d+)/))[1]}`;
      await path.cut();
      await expect.poll(() => statusOf(`${server.url}/readyz`)).toBe(503);
      expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({
        message: 'database unavailable',
        database: { reachable: false },
      });
      await expect.poll(() => statusOf(`${probes}/readyz`)).toBe(503);
      // Met again and again, by the readiness check and by the background rounds.
      await expect
        .poll(() => lines().filter((line) => line.msg === 'the database is still unreachable'))
        .toEqual(
          expect.arrayContaining([
            expect.objectContaining({ task: 'readiness check' }),
            expect.objectContaining({ task: 'content version poll' }),
          ]),
        );
      // Alive all along: nothing to restart.
      expect(await statusOf(`${server.url}/healthz`)).toBe(200);
      expect(await statusOf(`${probes}/healthz`)).toBe(200);
      expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({
        status: 200,
        databaseReachable: false,
      });

      await path.restore();
      await expect.poll(() => statusOf(`${server.url}/readyz`)).toBe(200);
      await expect
        .poll(() => lines().filter((line) => line.msg.startsWith('the database answers again')))
        .toHaveLength(1);
      expect(lines().filter((line) => line.msg === 'the database is unreachable')).toHaveLength(1);
      // No stack trace a round: the loops' failures were the outage's, not errors of their own.
      expect(
        lines().filter((line) =>
          [
            'content version could not be read',
            'content version listener failed; polling only',
            'outbox round failed',
            'scheduled blogs could not be published',
          ].includes(line.msg),
        ),
      ).toEqual([]);
      expect(lines().filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await server.dispose();
      await path.close();
      await database.drop();
    }
  });
});
