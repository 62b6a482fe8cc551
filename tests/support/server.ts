import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { vi } from 'vitest';
import { limits } from './timeouts';

export type Backend = 'sqlite' | 'postgres';

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. Every suite that
 * stores, queries or migrates runs on both.
 */
export const backends: Backend[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * For suites about HTTP alone (how odd requests, floods and form origins are answered), whose SQL
 * is the same as that of suites already run on both databases: SQLite only.
 */
export const httpBackends: Backend[] = ['sqlite'];

export const ADMIN = { email: 'admin@test.ecs', password: 'admin-password-1', firstName: 'Ada' };

const root = path.resolve(import.meta.dirname, '../..');
export const serverEntry = path.join(root, 'build', 'server.js');
/**
 * Every line a server started by the suites writes is kept here too; `npm test` checks them all
 * for secrets once every suite has run (tests/logs/secrets.test.ts).
 */
export const serverLogDir = path.join(root, 'reports', 'server-logs');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A PostgreSQL database of its own for one test server, dropped afterwards. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ecs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  backend: Backend;
  databaseUrl: string | undefined;
  process: ChildProcess;
  output(): string;
  /** Sends a signal and waits for the process to exit; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts the same server again on the same data (after a stop or a kill). */
  restart(): Promise<void>;
  /** Stops the server and removes its data. */
  dispose(): Promise<void>;
}

export interface StartOptions {
  backend?: Backend;
  env?: Record<string, string | undefined>;
  /** Reuse an existing data directory (for restart tests). */
  dataDir?: string;
  withAdmin?: boolean;
  /** Outgoing mail server, e.g. an smtp-server sink on loopback (unset: .eml files). */
  smtpUrl?: string;
  /** Receives orders, messages, agreements and inquiries. */
  companyInbox?: string;
  /** Shared rate-limit store; pair it with a key prefix unique to the run. */
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** Use this PostgreSQL database instead of creating one (a second instance on the same data). */
  databaseUrl?: string;
  /** The server to run: a copy of the build's `server.js` (default: the build in place). */
  entry?: string;
}

/**
 * Resolves with the exit code once the process has exited and its output has been read to the
 * end ('close', not 'exit': on a busy machine the last lines may still be in the pipe at 'exit').
 */
export function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

/**
 * The first match of `pattern` in what the server has written, once it has: its output reaches
 * the test through a pipe, later than the answers of requests made after the line was written.
 */
export function loggedLine(server: TestServer, pattern: RegExp): Promise<RegExpExecArray> {
  return vi.waitFor(
    () => {
      const match = pattern.exec(server.output());
      if (!match) throw new Error(`the server has not logged ${pattern}`);
      return match;
    },
    { timeout: limits.serverReady, interval: 50 },
  );
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? 'sqlite';
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-test-'));
  const database =
    backend === 'postgres' && !options.databaseUrl ? await createTestDatabase() : undefined;
  const databaseUrl = options.databaseUrl ?? database?.url;
  const port = await freePort();
  let log = '';
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Info, like production: the suite's log check (tests/logs) reads every access line.
    LOG_LEVEL: 'info',
    // No warm-up invoice before the server is ready: most servers here never draw a PDF, and the
    // first one asked for starts a worker. tests/api/invoice-pdf.test.ts checks the default.
    PDF_WARM_UP: 'false',
    // Stopped at once: nothing balances load in front of a test server, and a stop waiting the
    // production drain would add 5 s to every file. tests/api/shutdown.test.ts tests the drain.
    SHUTDOWN_DRAIN_MS: '0',
    // No shedding for event-loop lag: two files run at once on a busy machine, and a page read
    // refused because a neighbour stalled the machine is no finding. The suites that test shedding
    // (page-cache, floods) set it themselves.
    OVERLOAD_MAX_LAG_MS: '0',
    SEED_DEMO: 'false',
    SMTP_URL: options.smtpUrl,
    COMPANY_INBOX: options.companyInbox,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    ...(options.withAdmin === false
      ? {}
      : {
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          ADMIN_FIRST_NAME: ADMIN.firstName,
        }),
    ...options.env,
  };
  let child: ChildProcess;
  fs.mkdirSync(serverLogDir, { recursive: true });
  const logFile = path.join(serverLogDir, `vitest-${process.pid}-${port}.log`);

  const launch = async () => {
    child = spawn(process.execPath, [options.entry ?? serverEntry], {
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      log += chunk;
      fs.appendFileSync(logFile, chunk);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`))),
    );
    // Later exits (a stop, a kill) are the caller's business.
    exited.catch(() => undefined);
    const ready = vi.waitFor(
      async () => {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (!response.ok) throw new Error(`/readyz answered ${response.status}`);
      },
      { timeout: limits.serverReady, interval: 100 },
    );
    try {
      await Promise.race([ready, exited]);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(
        `server was not ready in ${limits.serverReady / 1000} s (${(error as Error).message}):\n${log}`,
      );
    }
  };
  await launch();

  const server: TestServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    backend,
    databaseUrl,
    get process() {
      return child;
    },
    output: () => log,
    async stop(signal = 'SIGTERM') {
      const exited = waitForExit(child);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async restart() {
      // A server still running is stopped first: two on one port would leave the old one serving
      // (and running on after dispose) while the new one fails to bind.
      await server.stop('SIGTERM');
      await launch();
    },
    async dispose() {
      await server.stop('SIGTERM');
      await database?.drop();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
