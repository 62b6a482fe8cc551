// The production topology of deploy/ (nginx with TLS in front of two instances on one PostgreSQL
// and one Redis), started by deploy/topology.mjs exactly as an operator starts it. It proves that
// visitors are counted apart behind the proxy, that a rolling restart under steady load and a burst
// of renders, with shedding on, loses no form post and gets no 502 from nginx, and that an edit on
// one instance shows on the other. nginx alone, with no instance answering, shows the branded page.
// Needs nginx (Debian's package; .ci/run installs it), PostgreSQL and Redis: skipped without them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '~/content/site';
import { blogInput, unique } from '~/tests/support/api';
import { runFor } from '~/tests/support/scenario';
import { limits, scaled } from '~/tests/support/timeouts';
import { createTestDatabase, freePort, waitForExit } from '~/tests/support/server';
import { findNginx, makeCertificate, Nginx } from '~/deploy/nginx.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
const available = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && nginx);
const ADMIN = { email: 'admin@topology.ecs', password: 'topology-admin-password' };

interface Ready {
  url: string;
  dir: string;
  certificate: string;
  /** The access log nginx writes, in the format of deploy/nginx/ecs-site.conf.template. */
  accessLog: string;
  instances: { name: string; url: string; logFile: string }[];
}

interface Answer {
  status: number;
  body: string;
  ms: number;
  /** The Retry-After header, when there is one. */
  retryAfter: string | undefined;
}

/**
 * One request through nginx on a connection of its own, from `from` (any 127.0.0.0/8 address: the
 * visitor nginx sees), checking the certificate the topology made.
 */
function request(
  ready: Ready,
  ca: Buffer,
  target: string,
  options: { method?: string; body?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const url = new URL(target, ready.url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        ca,
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
        headers: { 'user-agent': 'ecs-topology-test/1.0', ...options.headers },
        timeout: 30_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            ms: performance.now() - started,
            retryAfter: res.headers['retry-after'],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The contact form as a browser without JavaScript posts it. */
function postContact(ready: Ready, ca: Buffer, name: string, from: string, headers = {}) {
  const body = new URLSearchParams({
    name,
    email: 'visitor@northwind.example',
    message: 'Could we talk about a new booking system?',
    website: '',
  }).toString();
  return request(ready, ca, '/contact', {
    method: 'POST',
    body,
    from,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ready.url,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** The heading of deploy/nginx/ecs-unavailable.html, the page nginx shows for 502, 503 and 504. */
const UNAVAILABLE_HEADING = "We'll be right back";

/**
 * A page read as a browser or crawler makes it: a 503 with Retry-After (an instance shedding load
 * on this shared machine) is read again after a moment, a few times.
 */
async function readPage(ready: Ready, ca: Buffer, target: string, options = {}) {
  for (let attempt = 1; ; attempt++) {
    const answer = await request(ready, ca, target, options);
    if (answer.status !== 503 || !answer.retryAfter || attempt === 5) return answer;
    await runFor(1000);
  }
}

describe.skipIf(!nginx)('nginx with no instance answering', () => {
  let proxy: Nginx;
  let dir: string;
  let url: string;
  let ca: Buffer;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-nginx-alone-'));
    for (const sub of ['conf.d', 'tmp']) fs.mkdirSync(path.join(dir, sub));
    const { cert, key } = makeCertificate(dir);
    // Two ports nothing listens on: bound, then released.
    const closed = await Promise.all([freePort(), freePort()]);
    const [httpPort, httpsPort] = await Promise.all([freePort(), freePort()]);
    proxy = new Nginx({
      binary: findNginx(),
      dir,
      variables: {
        ECS_ACCESS_LOG: path.join(dir, 'nginx-access.log'),
        ECS_APP_1: `127.0.0.1:${closed[0]}`,
        ECS_APP_2: `127.0.0.1:${closed[1]}`,
        ECS_SERVER_NAME: 'localhost 127.0.0.1',
        ECS_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
        ECS_HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
        ECS_TLS_CERT: cert,
        ECS_TLS_KEY: key,
        ECS_ERROR_PAGE: path.join(root, 'deploy', 'nginx', 'ecs-unavailable.html'),
      },
    });
    proxy.configure();
    await proxy.start(httpsPort);
    url = `https://127.0.0.1:${httpsPort}`;
    ca = fs.readFileSync(cert);
  }, 30_000);

  afterAll(async () => {
    await proxy?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers page reads and form posts with the branded page, the status and when to come back', async () => {
    const ready = { url } as Ready;
    const read = await request(ready, ca, '/pricing');
    const post = await postContact(ready, ca, 'Nobody home', '127.0.0.1');
    for (const answer of [read, post]) {
      expect(answer.status).toBe(502);
      expect(answer.retryAfter).toBe('5');
      expect(answer.body).toContain(UNAVAILABLE_HEADING);
      expect(answer.body).toContain('<html lang="en">');
    }
    // The page names the agency's own contact points, as the site does.
    expect(read.body).toContain(`mailto:${site.infoEmail}`);
    expect(read.body).toContain(`href="${site.phoneHref}"`);
    expect(read.body).toContain(site.phone);
    // Nothing on it is fetched from anywhere: no script, stylesheet, font or image.
    expect(read.body).not.toMatch(/<script|<link|<img|url\(/i);
  });
});

describe.skipIf(!available)(
  'the production topology (nginx, two instances, PostgreSQL, Redis)',
  () => {
    let child: ChildProcess;
    let lines: AsyncIterator<string>;
    let ready: Ready;
    let ca: Buffer;
    let database: { url: string; drop(): Promise<void> };
    let db: pg.Client;

    /** The next JSON line the topology script prints. */
    const nextMessage = async (): Promise<Record<string, unknown>> => {
      for (;;) {
        const { value, done } = await lines.next();
        if (done) throw new Error('the topology script exited');
        if (value.startsWith('{')) return JSON.parse(value) as Record<string, unknown>;
      }
    };

    beforeAll(async () => {
      database = await createTestDatabase();
      child = spawn(process.execPath, [path.join(root, 'deploy', 'topology.mjs')], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: database.url,
          REDIS_URL: process.env.TEST_REDIS_URL,
          REDIS_KEY_PREFIX: `${unique('topology').replace(/[^\w]/g, '')}:`,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: 'true',
          // Shedding stays on, as in production: the rolling restart below runs into it.
          // A test server draws no warm-up PDF (the first PDF asked for starts a worker), and a
          // busy machine gets longer for each instance to be ready (tests/support/timeouts.ts).
          PDF_WARM_UP: 'false',
          TOPOLOGY_READY_MS: String(limits.serverReady * 2),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
      ready = (await nextMessage()).ready as Ready;
      ca = fs.readFileSync(ready.certificate);
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
    }, scaled(120_000));

    afterAll(async () => {
      await db?.end();
      if (child && child.exitCode === null) {
        const exited = waitForExit(child);
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
      }
      if (ready) {
        // Both instances' logs join the suite's log check (no secret in any line).
        const logs = path.join(root, 'reports', 'server-logs');
        fs.mkdirSync(logs, { recursive: true });
        for (const instance of ready.instances)
          fs.copyFileSync(
            instance.logFile,
            path.join(logs, `topology-${instance.name}-${process.pid}.log`),
          );
        fs.rmSync(ready.dir, { recursive: true, force: true });
      }
      await database?.drop();
    }, scaled(60_000));

    it('serves the site over TLS with the visitor scheme, host and request id passed on', async () => {
      const page = await readPage(ready, ca, '/pricing');
      expect(page.status).toBe(200);
      // Canonical links are built from PUBLIC_URL, the https address nginx answers on.
      expect(page.body).toContain(`<link rel="canonical" href="${ready.url}/pricing"`);
      const metrics = await request(ready, ca, '/metrics');
      expect(metrics.status).toBe(404);
      const readiness = JSON.parse((await request(ready, ca, '/readyz')).body) as {
        redis: string;
        database: { kind: string };
      };
      expect(readiness).toMatchObject({ redis: 'ok', database: { kind: 'postgres' } });
      // The probes are for the monitoring addresses nginx lists (this machine), not the public.
      for (const probe of ['/healthz', '/readyz']) {
        const outside = await request(ready, ca, probe, { from: '127.0.0.2' });
        expect(outside.status, probe).toBe(403);
        expect(outside.body).not.toContain('version');
      }
    });

    it('writes an access log that holds no capability link, from the path, the query or the Referer', async () => {
      const agent = `ecs-topology-log/${unique('ua').replace(/[^\w-]/g, '')}`;
      const secret = `cap${unique().replace(/\W/g, '')}secret`;
      const targets = [
        `/invoices/${secret}`,
        `/%6frders/${secret}/agreements/ECS-AGR-2026-000001.pdf`,
        `/ORDERS/${secret}.data`,
        `/agreement?order=${secret}`,
        `/blog/some-post?preview=${secret}`,
      ];
      for (const target of targets)
        await readPage(ready, ca, target, {
          headers: {
            'user-agent': agent,
            referer: `${ready.url}/orders/${secret}?order=${secret}`,
          },
        });
      const lines = () =>
        fs
          .readFileSync(ready.accessLog, 'utf8')
          .split('\n')
          .filter((line) => line.includes(agent));
      await expect.poll(() => lines().length).toBe(targets.length);
      const logged = lines().join('\n');
      expect(logged).not.toContain(secret);
      expect(decodeURIComponent(logged)).not.toContain(secret);
      expect(logged).not.toContain('?');
      expect(lines().map((line) => /"GET (\S+) HTTP/.exec(line)?.[1])).toEqual([
        '/invoices/[redacted]',
        '/orders/[redacted]/agreements/ECS-AGR-2026-000001.pdf',
        '/ORDERS/[redacted]',
        '/agreement',
        '/blog/some-post',
      ]);
    });

    it('counts each visitor apart behind the proxy, on both instances through Redis', async () => {
      const run = unique('limits');
      // The default limit: ten posts of one form from one address in ten minutes. nginx sends
      // them to both instances in turn; Redis keeps one count.
      for (let n = 1; n <= 10; n++) {
        const answer = await postContact(ready, ca, `Limits ${run} ${n}`, '127.0.0.2');
        expect(answer.status, `post ${n}`).toBe(200);
      }
      expect((await postContact(ready, ca, `Limits ${run} 11`, '127.0.0.2')).status).toBe(429);
      // A forged X-Forwarded-For does not buy a new count: nginx appends the real address.
      const forged = await postContact(ready, ca, `Limits ${run} 12`, '127.0.0.2', {
        'x-forwarded-for': '203.0.113.77',
      });
      expect(forged.status).toBe(429);
      // Another visitor is not held back by the first.
      expect((await postContact(ready, ca, `Limits ${run} 13`, '127.0.0.3')).status).toBe(200);
      const stored = await db.query<{ count: string }>(
        'select count(*) as count from contact_messages where name like $1',
        [`Limits ${run} %`],
      );
      expect(Number(stored.rows[0]!.count)).toBe(11);
    });

    it(
      'loses no form post and answers no 502 while both instances restart under a render burst',
      async () => {
        const run = unique('rolling');
        const pages = [
          '/',
          '/pricing',
          '/services',
          '/blog',
          '/about-us',
          '/contact',
          '/portfolio',
        ];
        const answers: Answer[] = [];
        const failures: string[] = [];
        const posts: { name: string; status: number }[] = [];
        /** Page reads an instance shed on purpose: 503 with Retry-After, the branded page. */
        let shed = 0;
        let stop = false;
        let restarting = false;
        // The scenario: steady load for five seconds, a rolling restart, then load again until thirty
        // seconds have passed (at least five after the restart); one contact post every 100 ms; while
        // the instances restart, a burst of reads that each need a new render (a query string the
        // page cache has not seen), so the instance left alone sheds.
        const SCENARIO_MS = 30_000;
        const BEFORE_RESTART_MS = 5_000;
        const AFTER_RESTART_MS = 5_000;
        const POST_EVERY_MS = 100;

        /** A read answered: 200, or shed with the branded page and when to come back. */
        const record = (target: string, answer: Answer) => {
          answers.push(answer);
          if (answer.status === 200) return;
          if (
            answer.status === 503 &&
            answer.retryAfter === '5' &&
            answer.body.includes(UNAVAILABLE_HEADING)
          )
            shed += 1;
          else failures.push(`GET ${target}: ${answer.status} ${answer.body.slice(0, 80)}`);
        };

        // Eight visitors reading pages as fast as they are answered, each request on a new
        // connection; one more posting the contact form ten times a second, each post from another
        // address (so the rate limit never stands in the way).
        const reader = async (worker: number) => {
          for (let n = worker; !stop; n += 8) {
            const target = pages[n % pages.length]!;
            try {
              record(target, await request(ready, ca, target));
            } catch (error) {
              failures.push(`GET ${target}: ${(error as Error).message}`);
            }
          }
        };
        const burst = async (worker: number) => {
          while (!restarting && !stop) await runFor(50);
          for (let n = 0; restarting && !stop; n++) {
            const target = `${pages[n % pages.length]!}?burst=${run}-${worker}-${n}`;
            try {
              record(target, await request(ready, ca, target));
            } catch (error) {
              failures.push(`GET ${target}: ${(error as Error).message}`);
            }
          }
        };
        const poster = async () => {
          for (let n = 0; !stop; n++) {
            const name = `Rolling ${run} ${n}`;
            const from = `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
            try {
              const answer = await postContact(ready, ca, name, from);
              posts.push({ name, status: answer.status });
              if (answer.status !== 200) failures.push(`POST /contact: ${answer.status}`);
            } catch (error) {
              posts.push({ name, status: 0 });
              failures.push(`POST /contact: ${(error as Error).message}`);
            }
            await runFor(POST_EVERY_MS);
          }
        };

        const started = performance.now();
        const load = [
          ...Array.from({ length: 8 }, (_, worker) => reader(worker)),
          ...Array.from({ length: 6 }, (_, worker) => burst(worker)),
          poster(),
        ];
        await runFor(BEFORE_RESTART_MS);
        restarting = true;
        child.kill('SIGHUP');
        const restart = await nextMessage();
        restarting = false;
        expect(restart).toHaveProperty('restarted');
        const steps = restart.restarted as { instance: string; exitCode: number; ms: number }[];
        const restartedAt = performance.now() - started;
        await runFor(Math.max(SCENARIO_MS - restartedAt, AFTER_RESTART_MS));
        stop = true;
        await Promise.all(load);
        const seconds = (performance.now() - started) / 1000;

        const latencies = answers.map((answer) => answer.ms);
        console.log(
          [
            `rolling restart under load: ${answers.length} page reads and ${posts.length} form posts in ${seconds.toFixed(1)} s`,
            `(${(answers.length / seconds).toFixed(0)} reads/s, each on a new TLS connection);`,
            `shed with 503: ${shed}; failed: ${failures.length};`,
            `read latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms;`,
            `restarts: ${steps.map((step) => `${step.instance} ${step.ms} ms (exit ${step.exitCode})`).join(', ')}`,
          ].join(' '),
        );

        // No 502 or 504 from nginx, no connection lost, no post refused: only 503s an instance meant.
        expect(failures).toEqual([]);
        expect(steps.map((step) => step.exitCode)).toEqual([0, 0]);
        expect(answers.length - shed).toBeGreaterThan(100);
        expect(posts.length).toBeGreaterThan(20);
        // Every post that was answered 200 is stored, once.
        const stored = await db.query<{ name: string }>(
          'select name from contact_messages where name like $1',
          [`Rolling ${run} %`],
        );
        expect(stored.rows.map((row) => row.name).sort()).toEqual(
          posts.map((post) => post.name).sort(),
        );
      },
      scaled(120_000),
    );

    it('shows an edit made on one instance through the other at once', async () => {
      const [first, second] = ready.instances as [Ready['instances'][0], Ready['instances'][0]];
      const signIn = await fetch(`${first.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await signIn.json()) as { token: string };
      // Both instances have the blog list cached before the edit.
      for (const instance of ready.instances)
        expect((await fetch(`${instance.url}/blog`)).status).toBe(200);
      const input = blogInput();
      const created = await fetch(`${first.url}/api/blogs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(input),
      });
      expect(created.status).toBe(201);
      await expect
        .poll(async () => (await fetch(`${second.url}/blog`)).text(), { timeout: 5_000 })
        .toContain(input.title);
      expect((await readPage(ready, ca, '/blog')).body).toContain(input.title);
      expect((await readPage(ready, ca, '/blog')).body).toContain(input.title);
    });
  },
);
