import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeJwt, login, unique } from '~/tests/support/api';
import { postForm } from '~/tests/support/forms';
import { verbatimGet } from '~/tests/support/raw-http';
import {
  ADMIN,
  backends,
  freePort,
  startServer,
  waitForExit,
  type TestServer,
} from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';
import { scaled } from '~/tests/support/timeouts';

interface Readiness {
  status: number;
  message: string;
  version: string;
  build: string;
  database: { kind: string; reachable: boolean };
  redis: string;
  warnings: string[];
}

/** The server's JSON log lines. */
const logLines = (server: TestServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Every percent-escape read as the byte it stands for. */
const decodeEscapes = (text: string) =>
  text.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

const contact = (server: TestServer, headers: Record<string, string> = {}) =>
  postForm(
    server,
    '/contact',
    { name: `Ops ${unique()}`, email: 'ops@northwind.example', message: 'Hello', website: '' },
    { headers },
  );

describe.each(backends)('what an operator relies on, on %s', (backend) => {
  const app = useServer(backend, {
    // No shedding for lag here (tests/api/floods.test.ts covers it): on a busy machine a page read
    // refused with 503 would leave the counted series short.
    env: { LOG_LEVEL: 'info', FORM_RATE_LIMIT: '2', OVERLOAD_MAX_LAG_MS: '0' },
  });

  it('answers /readyz with the release, the database and what the configuration lacks', async () => {
    const response = await fetch(`${app.server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Readiness;
    expect(body).toMatchObject({
      status: 200,
      message: 'ready',
      database: { kind: backend, reachable: true },
      redis: 'not configured',
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.build).toMatch(/^[0-9a-f]{7,}$|^unknown$/);
    expect(body.warnings).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set/),
      expect.stringMatching(/^SMTP_URL is not set/),
    ]);
  });

  it('serves Prometheus metrics to this machine, never through a proxy', async () => {
    // A request is counted once its answer is complete: read each body to the end first.
    await (await fetch(`${app.server.url}/pricing`)).text();
    await (await fetch(`${app.server.url}/pricing`)).text();
    await (await fetch(`${app.server.url}/no-such-page-${unique()}`)).text();
    const response = await fetch(`${app.server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/pricing",status="200"\} \d+/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\(not found\)",status="404"\}/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{/m);
    expect(text).toMatch(/^page_cache_requests_total\{result="hit"\} [1-9]/m);
    expect(text).toMatch(/^outbox_emails\{status="pending"\} \d+/m);
    expect(text).toMatch(/^build_info\{version="\d+\.\d+\.\d+[^"]*",commit="[^"]+"\} 1$/m);
    expect(text).toMatch(/^database_up 1$/m);
    expect(text).toMatch(/^database_query_duration_seconds_count\{outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^page_render_queue_depth 0$/m);
    expect(text).toMatch(/^page_renders_in_progress \d+$/m);
    // No Redis configured: no Redis series, rather than one saying it is down.
    expect(text).not.toMatch(/^redis_up/m);
    expect(text).toMatch(/^page_renders_refused_total \d+/m);
    expect(text).toMatch(/^blog_scheduler_runs_total\{outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // Made-up paths are counted under one name, not one series each.
    expect(text).not.toContain('no-such-page');

    const relayed = await fetch(`${app.server.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.status).toBe(404);
  });

  it('counts submissions by form and outcome', async () => {
    const counted = async () => {
      const text = await (await fetch(`${app.server.url}/metrics`)).text();
      const count = (outcome: string) =>
        Number(
          new RegExp(
            `^submissions_total\\{form="contact",outcome="${outcome}"\\} (\\d+)$`,
            'm',
          ).exec(text)?.[1] ?? 0,
        );
      return { stored: count('stored'), refused: count('refused') };
    };
    const before = await counted();
    const headers = { 'x-forwarded-for': '198.51.100.30' };
    expect((await contact(app.server, headers)).status).toBe(200);
    const invalid = await postForm(
      app.server,
      '/contact',
      { name: '', email: 'not-an-address', message: '', website: '' },
      { headers: { 'x-forwarded-for': '198.51.100.31' } },
    );
    expect(invalid.status).toBe(400);
    expect(await counted()).toEqual({ stored: before.stored + 1, refused: before.refused + 1 });
  });

  it('names the client, its user agent and the signed-in user on access lines, and logs probes at debug', async () => {
    const requestId = `who-${unique()}`;
    await (
      await fetch(`${app.server.url}/pricing?plan=7`, {
        headers: {
          'x-request-id': requestId,
          'x-forwarded-for': '198.51.100.40',
          'user-agent': 'OpsCheck/1.0',
        },
      })
    ).text();
    const token = await login(app.server, ADMIN.email, ADMIN.password);
    const staffRequestId = `staff-${unique()}`;
    await (
      await fetch(`${app.server.url}/api/users`, {
        headers: { authorization: `Bearer ${token}`, 'x-request-id': staffRequestId },
      })
    ).text();
    await (await fetch(`${app.server.url}/metrics`)).text();
    const accessLine = (id: string) =>
      logLines(app.server).find((line) => line.reqId === id && line.msg === 'request completed');
    await expect.poll(() => accessLine(requestId)).toBeDefined();
    expect(accessLine(requestId)).toMatchObject({
      req: {
        method: 'GET',
        url: '/pricing?plan=7',
        remoteAddress: '198.51.100.40',
        userAgent: 'OpsCheck/1.0',
      },
    });
    expect(accessLine(requestId)).not.toHaveProperty('userId');
    await expect.poll(() => accessLine(staffRequestId)).toBeDefined();
    expect(accessLine(staffRequestId)).toMatchObject({ userId: decodeJwt(token).payload.sub });
    // Scrapes and probes are not what people did: no line at info.
    expect(
      logLines(app.server).filter((line) =>
        ['/metrics', '/healthz', '/readyz'].includes(String((line.req as { url?: string })?.url)),
      ),
    ).toEqual([]);
  });

  it('counts form posts per client behind a proxy, from X-Forwarded-For', async () => {
    // The test client is on loopback, which TRUST_PROXY trusts by default, like a local proxy.
    for (let n = 0; n < 2; n++)
      expect((await contact(app.server, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    expect((await contact(app.server, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(429);
    // Another visitor through the same proxy has a limit of their own.
    expect((await contact(app.server, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
  });

  it('never logs the secret part of a capability link', async () => {
    const secret = `cap${unique().replace(/\W/g, '')}secret`;
    await fetch(`${app.server.url}/invoices/${secret}`);
    await fetch(`${app.server.url}/invoices/${secret}/pdf`);
    await fetch(`${app.server.url}/blog/some-post?preview=${secret}`);
    await expect
      .poll(() =>
        logLines(app.server).filter((line) => JSON.stringify(line).includes('[redacted]')),
      )
      .toHaveLength(3);
    // A POST to a page without a form is the client's 405, not an error with a stack naming the
    // link: React Router's own report of it goes through the logger, or nowhere.
    const posted = await fetch(`${app.server.url}/invoices/${secret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'note=hello',
    });
    expect(posted.status).toBe(405);
    await expect
      .poll(() =>
        logLines(app.server).filter(
          (line) => line.req && JSON.stringify(line.req).includes('POST'),
        ),
      )
      .not.toHaveLength(0);
    expect(app.server.output()).not.toContain(secret);
    const lines = app.server.output().split('\n').filter(Boolean);
    expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
  });

  it('never logs a capability however its link is spelled', async () => {
    const secret = `cap${unique().replace(/\W/g, '')}secret`;
    const escapedFirst = `%${secret.charCodeAt(0).toString(16)}${secret.slice(1)}`;
    // Each is what the server serves as a private link or reads as a capability parameter.
    const spellings = [
      `/%69nvoices/${secret}`,
      `/%49NVOICES/${secret}/pdf`,
      `/%6frders/${secret}`,
      `/orders/${escapedFirst}`,
      `/blog/../orders/${secret}`,
      `/blog/%2e%2e/invoices/${secret}`,
      `/blog/some-post?%70review=${secret}`,
      `/agreement?order=${secret}`,
      `/agreement?%6f%72der=${escapedFirst}`,
      `/agreement?order=%20${secret}`,
      // React Router asks for the routes of a page's links, their paths in the query.
      `/__manifest?paths=%2Fagreement%2C%2Forders%2F${secret}%2C%2Finvoices%2F${secret}&version=1`,
    ];
    const ids = spellings.map(() => `spelled-${unique()}`);
    for (const [index, target] of spellings.entries())
      await verbatimGet(app.server.url, target, { 'x-request-id': ids[index]! });
    const accessLines = () =>
      logLines(app.server).filter(
        (line) => ids.includes(String(line.reqId)) && line.msg === 'request completed',
      );
    await expect.poll(() => accessLines().length).toBe(spellings.length);
    for (const line of accessLines())
      expect(JSON.stringify(line.req), String(line.reqId)).toContain('[redacted]');
    // Not in the log as sent, nor in any spelling that decodes to it.
    const output = app.server.output();
    expect(output).not.toContain(secret);
    expect(decodeEscapes(output)).not.toContain(secret);
  });

  it('never logs an email address, a token or a secret from a query string', async () => {
    const requestId = `query-${unique()}`;
    const token = 'cIz5CvBmfTULrcwXvMqHu5bitCvE1rA-';
    await (
      await fetch(
        `${app.server.url}/blog?q=ada%40northwind.example&ref=${token}&apiKey=k-123&page=2`,
        { headers: { 'x-request-id': requestId } },
      )
    ).text();
    const line = () =>
      logLines(app.server).find(
        (each) => each.reqId === requestId && each.msg === 'request completed',
      );
    await expect.poll(line).toBeDefined();
    expect((line()!.req as { url: string }).url).toBe(
      '/blog?q=[redacted]&ref=[redacted]&apiKey=[redacted]&page=2',
    );
    expect(app.server.output()).not.toContain('northwind.example&ref');
    expect(app.server.output()).not.toContain(token);
  });

  it('logs pid, host and release on every line, and the request id on what a request caused, its emails included', async () => {
    const requestId = `ops-${unique()}`;
    expect((await contact(app.server, { 'x-request-id': requestId })).status).toBe(200);
    await expect
      .poll(() =>
        logLines(app.server)
          .filter((line) => line.reqId === requestId)
          .map((l) => l.msg),
      )
      .toEqual(expect.arrayContaining(['submission stored', 'request completed', 'email sent']));
    for (const line of logLines(app.server)) {
      expect(line).toMatchObject({
        pid: app.server.process.pid,
        hostname: expect.any(String),
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      });
    }
  });
});

describe('operations settings that change behaviour', () => {
  it('protects /metrics with METRICS_TOKEN when set, and ignores X-Forwarded-For with TRUST_PROXY=false', async () => {
    const token = 'metrics-token-0123456789';
    const server = await startServer({
      env: {
        METRICS_TOKEN: token,
        TRUST_PROXY: 'false',
        FORM_RATE_LIMIT: '1',
        PUBLIC_URL: 'https://www.ecs.example',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const wrong = await fetch(`${server.url}/metrics`, {
        headers: { authorization: 'Bearer not-the-token-at-all!' },
      });
      expect(wrong.status).toBe(404);
      const right = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('http_requests_total');

      const readiness = (await (await fetch(`${server.url}/readyz`)).json()) as Readiness;
      expect(readiness.warnings).toEqual([]);

      // No proxy is trusted: every post counts for the connection's own address.
      expect((await contact(server, { 'x-forwarded-for': '198.51.100.3' })).status).toBe(200);
      expect((await contact(server, { 'x-forwarded-for': '198.51.100.4' })).status).toBe(429);
    } finally {
      await server.dispose();
    }
  });
});

describe('starting and stopping the way operators do', () => {
  it.each([['start'], ['serve']])(
    '`npm run %s` serves the build in place and stops on one SIGTERM to npm',
    async (script) => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-npm-'));
      const child = spawn('npm', ['run', '--silent', script], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          PDF_WARM_UP: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await expect
          .poll(
            async () => {
              try {
                return (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
              } catch {
                return 0;
              }
            },
            { timeout: scaled(45_000), interval: 200 },
          )
          .toBe(200);
        // The build the suite made is current: starting did not build again.
        expect(output).not.toMatch(/built in/);
        const exited = waitForExit(child);
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        // Nothing is left serving once npm has gone.
        await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      } finally {
        child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    scaled(60_000),
  );
});

describe('the operator commands', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(import.meta.dirname, '../../build/cli.js'), ...args], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-cli-')) },
    });

  it('explain themselves with --help, and refuse an unknown command with the usage', () => {
    const help = cli('--help');
    expect(help.status).toBe(0);
    for (const command of [
      'db:migrate',
      'db:status',
      'db:check',
      'db:backup [file]',
      'db:restore <file> [--force]',
      'doctor',
      'admin:reset-password <email>',
      'users:create <email> [first name] [--admin]',
      'users:list',
    ])
      expect(help.stdout).toContain(`  ${command}  `);
    const unknown = cli('db:drop');
    expect(unknown.status).toBe(64);
    expect(unknown.stderr).toMatch(/^Unknown command: db:drop\n\nUsage: /);
    const missing = cli('admin:reset-password');
    expect(missing.status).toBe(64);
    expect(missing.stderr).toContain('Usage: npm run admin:reset-password -- <email>');
  });

  it('refuse a flag a command does not take, a value on one that takes none and an extra argument', () => {
    const refusals: [string[], string][] = [
      [
        ['users:create', 'ada@staff.ecs', '--adminn'],
        "Unknown option '--adminn'.\nUsage: npm run users:create -- <email> [first name] [--admin]\n",
      ],
      [
        ['users:create', 'ada@staff.ecs', '--admin=yes'],
        "Option '--admin' does not take an argument.\nUsage: npm run users:create -- <email> [first name] [--admin]\n",
      ],
      [
        ['users:create', 'ada@staff.ecs', 'Ada', 'Lovelace'],
        "Unexpected argument 'Lovelace'.\nUsage: npm run users:create -- <email> [first name] [--admin]\n",
      ],
      // A flag-like word is refused, never taken for the file to write.
      [['db:backup', '--help'], "Unknown option '--help'.\nUsage: npm run db:backup -- [file]\n"],
      [['db:migrate', 'now'], "Unexpected argument 'now'.\nUsage: npm run db:migrate\n"],
      [['db:restore'], 'Usage: npm run db:restore -- <backup file> [--force]\n'],
    ];
    for (const [args, message] of refusals) {
      const answer = cli(...args);
      expect(answer.status, args.join(' ')).toBe(64);
      expect(answer.stderr, args.join(' ')).toBe(message);
      expect(answer.stdout, args.join(' ')).toBe('');
    }
  });
});
