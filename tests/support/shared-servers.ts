import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type Backend, type TestServer } from '~/tests/support/server';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp';

/**
 * One server per database per test worker, shared by the integration files that only need a
 * running site (README.md, "Shared servers"). Vitest runs a worker's integration files one
 * after another in one process (`isolate: false` in vitest.config.ts), so the first file that
 * asks starts the server and the next ones reuse it. A file on it creates its own records through
 * the factories (their emails, titles and numbers are unique), reads only those, and sees only
 * the mail sent since it started.
 *
 * The servers outlive the files, so the project's global teardown stops them: each is registered
 * in a folder named after the Vitest process, which `stopSharedServers` reads once every worker
 * has ended.
 */

/** Where every converted file's notifications go, and the limits that let it post freely. */
export const SHARED_INBOX = 'inbox@test.ecs';
const SHARED_ENV = {
  FORM_RATE_LIMIT: '1000',
  INVOICE_LINK_RATE_LIMIT: '1000',
  MAIL_RETRY_BASE_MS: '200',
};

interface Registered {
  pid: number;
  dataDir: string;
  databaseUrl?: string;
}

/** The folder of one Vitest run's shared servers: the main process is each worker's parent. */
const registry = (vitestPid: number) => path.join(os.tmpdir(), `ecs-shared-servers-${vitestPid}`);

export interface SharedServer {
  server: TestServer;
  sink: SmtpSink;
}

const started = new Map<Backend, Promise<SharedServer>>();

async function startShared(backend: Backend): Promise<SharedServer> {
  const sink = await startSmtpSink();
  const server = await startServer({
    backend,
    smtpUrl: sink.url,
    companyInbox: SHARED_INBOX,
    env: SHARED_ENV,
  });
  const folder = registry(process.ppid);
  fs.mkdirSync(folder, { recursive: true });
  const entry: Registered = {
    pid: server.process.pid!,
    dataDir: server.dataDir,
    databaseUrl: server.databaseUrl,
  };
  fs.writeFileSync(path.join(folder, `${entry.pid}.json`), JSON.stringify(entry));
  return { server, sink };
}

/** This worker's server on `backend`, started by the first file that asks. */
export function sharedServer(backend: Backend): Promise<SharedServer> {
  let shared = started.get(backend);
  if (!shared) {
    shared = startShared(backend);
    // A start that failed is tried again by the next file rather than failing every one.
    shared.catch(() => started.delete(backend));
    started.set(backend, shared);
  }
  return shared;
}

/** What one file sees of the shared sink: the messages that arrived since it started. */
export function sinkSince(sink: SmtpSink): SmtpSink {
  const from = sink.messages.length;
  sink.rejectRecipients.clear();
  const messages = () => sink.messages.slice(from);
  return {
    port: sink.port,
    url: sink.url,
    get messages() {
      return messages();
    },
    rejectRecipients: sink.rejectRecipients,
    waitFor: (match, count, timeoutMs) =>
      sink.waitFor((mail) => messages().includes(mail) && match(mail), count, timeoutMs),
    // The sink belongs to the worker: the next file uses it too.
    stop: async () => undefined,
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops every shared server this Vitest run started and removes its data: SIGTERM, SIGKILL after
 * 10 s. Run by the integration projects' global teardown (tests/support/integration-setup.ts).
 */
export async function stopSharedServers(vitestPid = process.pid) {
  const folder = registry(vitestPid);
  if (!fs.existsSync(folder)) return;
  const entries = fs
    .readdirSync(folder)
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as Registered);
  await Promise.all(
    entries.map(async ({ pid, dataDir, databaseUrl }) => {
      if (alive(pid)) process.kill(pid, 'SIGTERM');
      const deadline = Date.now() + 10_000;
      while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (alive(pid)) process.kill(pid, 'SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && process.env.TEST_DATABASE_URL) {
        const name = new URL(databaseUrl).pathname.slice(1);
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      }
    }),
  );
  fs.rmSync(folder, { recursive: true, force: true });
}
