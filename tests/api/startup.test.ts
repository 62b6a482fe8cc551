import { describe, expect, it } from 'vitest';
import { api, login } from '../support/api';
import { runCli } from '../support/cli';
import { queryDb } from '../support/db';
import { ADMIN, backends, createTestDatabase, startServer } from '../support/server';

describe.each(backends)('the bootstrap admin on %s', (backend) => {
  it('is created once and never changed by the environment afterwards', async () => {
    const server = await startServer({ backend });
    try {
      const token = await login(server, ADMIN.email, ADMIN.password);
      const changed = 'a-Changed-passphrase-42';
      const answer = await api(server, 'PATCH', '/api/users/me/password', {
        token,
        body: { currentPassword: ADMIN.password, newPassword: changed },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);

      await server.stop();
      await server.restart();
      expect(
        (
          await api(server, 'POST', '/api/users/login', {
            body: { email: ADMIN.email, password: changed },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api(server, 'POST', '/api/users/login', {
            body: { email: ADMIN.email, password: ADMIN.password },
          })
        ).status,
      ).toBe(401);
    } finally {
      await server.dispose();
    }
  });

  it('gets a new password from npm run admin:reset-password, which ends its sessions', async () => {
    const server = await startServer({ backend });
    try {
      const token = await login(server, ADMIN.email, ADMIN.password);
      const result = runCli(server, ['admin:reset-password', ADMIN.email]);
      expect(result.status, result.stderr).toBe(0);
      const password = /: (\S{20})\n/.exec(result.stdout)?.[1];
      expect(password).toBeTruthy();
      expect((await api(server, 'GET', '/api/users/me', { token })).status).toBe(401);
      expect(
        (await api(server, 'POST', '/api/users/login', { body: { email: ADMIN.email, password } }))
          .status,
      ).toBe(200);
    } finally {
      await server.dispose();
    }
  });
});

describe.runIf(backends.includes('postgres'))('instances starting together', () => {
  it('two instances start together on an empty PostgreSQL database, five times in a row', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const database = await createTestDatabase();
      const started = await Promise.allSettled([
        startServer({ backend: 'postgres', databaseUrl: database.url, env: { SEED_DEMO: 'true' } }),
        startServer({ backend: 'postgres', databaseUrl: database.url, env: { SEED_DEMO: 'true' } }),
      ]);
      try {
        const failures = started.filter((s) => s.status === 'rejected');
        expect(
          failures.map((f) => String((f as PromiseRejectedResult).reason).slice(0, 600)),
        ).toEqual([]);
        const [first] = started.map(
          (s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof startServer>>>).value,
        );
        const admins = await queryDb<{ n: number | string }>(
          first!,
          'select count(*) as n from users',
        );
        expect(Number(admins[0]!.n)).toBe(1);
        const blogs = await queryDb<{ n: number | string }>(
          first!,
          'select count(*) as n from blogs',
        );
        const seeded = await queryDb<{ n: number | string }>(
          first!,
          'select count(distinct seed_key) as n from blogs',
        );
        expect(Number(blogs[0]!.n)).toBe(Number(seeded[0]!.n));
      } finally {
        for (const s of started) if (s.status === 'fulfilled') await s.value.stop();
        await database.drop();
      }
    }
  }, 180_000);
});
