import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { withStartupLock } from '~/server/db/startup-lock';
import { api, login } from '~/tests/support/api';
import { runCli } from '~/tests/support/cli';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import {
  ADMIN,
  backends,
  createTestDatabase,
  freePort,
  serverEntry,
  startServer,
  waitForExit,
  type TestServer,
} from '~/tests/support/server';
import { scaled } from '~/tests/support/timeouts';

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

describe.runIf(backends.includes('postgres'))('the start-up lock', () => {
  it('bears losing its own connection while the work runs, and says so', async () => {
    const database = await createTestDatabase();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const warnings: unknown[] = [];
    try {
      const result = await withStartupLock(
        database.url,
        async () => {
          // The lock's session, found by its advisory lock, is ended from outside.
          const { rows } = await admin.query<{ pid: number }>(
            `select pid from pg_locks where locktype = 'advisory' and granted
             and database = (select oid from pg_database where datname = current_database())`,
          );
          expect(rows).toHaveLength(1);
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await vi.waitFor(() => expect(warnings).toHaveLength(1));
          return 'done';
        },
        { warn: (fields: unknown) => warnings.push(fields) },
      );
      expect(result).toBe('done');
    } finally {
      await admin.end();
      await database.drop();
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

describe.runIf(backends.includes('postgres'))('an instance while it starts', () => {
  it('is alive but not ready while another holds the migrations, and serves what arrived meanwhile', async () => {
    const database = await createTestDatabase();
    // Another instance is migrating: it holds the start-up lock (server/db/startup-lock.ts).
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [0x0ec5_5a7e]);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-starting-'));
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
        PDF_WARM_UP: 'false',
      },
      stdio: 'ignore',
    });
    try {
      await expect
        .poll(async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status, {
          timeout: scaled(20_000),
        })
        .toBe(200);
      expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({
        message: 'starting',
        phase: 'migrating',
      });
      const readiness = await fetch(`${base}/readyz`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toMatchObject({ message: 'starting', migrations: 'running' });

      // Visitors' posts and page reads reach it now. Every post waits, however many reads are
      // waiting; reads wait up to what the site renders at once and queues (4 + 32 by default),
      // and the rest are refused at once, with Retry-After, not held to a timeout.
      let settled = 0;
      let opened = false;
      let readsAnswered = 0;
      const posts = Array.from({ length: 5 }, (_, i) =>
        postForm({ url: base } as TestServer, '/contact', {
          name: `Early Visitor ${i}`,
          email: 'early@northwind.example',
          message: 'Sent while the site was starting.',
          website: '',
        }).finally(() => (settled += 1)),
      );
      const reads = Array.from({ length: 300 }, (_, i) =>
        fetch(`${base}/pricing?early=${i}`)
          .then(async (response) => ({
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            text: await response.text(),
            whileStarting: !opened,
          }))
          .finally(() => (readsAnswered += 1)),
      );
      const refused = reads.length - 36;
      // The refusals come back while the site is still migrating.
      await expect.poll(() => readsAnswered).toBe(refused);
      // The rest are held (the instance says so), and no post has been answered.
      expect(((await (await fetch(`${base}/healthz`)).json()) as { waiting: number }).waiting).toBe(
        36 + posts.length,
      );
      expect(settled).toBe(0);

      await other.query('select pg_advisory_unlock($1)', [0x0ec5_5a7e]);
      opened = true;
      expect((await Promise.all(posts)).map((post) => post.status)).toEqual([
        200, 200, 200, 200, 200,
      ]);
      const answers = await Promise.all(reads);
      const early = answers.filter((answer) => answer.whileStarting);
      expect(early).toHaveLength(refused);
      for (const answer of early) {
        expect(answer.status).toBe(503);
        expect(answer.retryAfter).toBe('5');
        expect(answer.text).toMatch(/starting/);
      }
      expect(answers.filter((answer) => !answer.whileStarting).map((a) => a.status)).toEqual(
        Array(36).fill(200),
      );
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const stored = await other.query(
        "select count(*) as n from contact_messages where name like 'Early Visitor %'",
      );
      expect(Number(stored.rows[0].n)).toBe(5);
    } finally {
      const exited = waitForExit(child);
      child.kill('SIGTERM');
      await exited;
      await other.end();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
