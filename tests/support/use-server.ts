import { afterAll, beforeAll } from 'vitest';
import { createStaff, login } from '~/tests/support/api';
import type { StaffInput } from '~/tests/support/factories';
import {
  ADMIN,
  startServer,
  type Backend,
  type StartOptions,
  type TestServer,
} from '~/tests/support/server';
import { sharedServer, sinkSince } from '~/tests/support/shared-servers';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp';

/** A staff account the admin created, and its token. */
export type StaffAccount = Awaited<ReturnType<typeof createStaff>>;

export interface UseServerOptions<Staff extends string> extends Omit<
  StartOptions,
  'backend' | 'smtpUrl'
> {
  /** Starts an SMTP sink first and sends the server's mail to it (`sink`). */
  mail?: boolean;
  /** Signs in as the bootstrap admin once the server is ready (`adminToken`). */
  signIn?: boolean;
  /**
   * Staff accounts the admin creates, in this order, each signed in: one property of the fixture
   * per name. The admin is signed in for it (`adminToken`).
   */
  staff?: Record<Staff, Partial<StaffInput>>;
  shared?: never;
}

/**
 * The worker's shared server (tests/support/shared-servers.ts) instead of one of the file's own:
 * for files that only need a running site. Its mail goes to a sink (`sink` shows what arrived
 * since the file started), its notifications to `SHARED_INBOX`, and forms and invoice links are
 * not rate-limited. The server cannot be stopped or restarted from the file.
 */
export interface SharedServerOptions<Staff extends string> {
  shared: true;
  signIn?: boolean;
  staff?: Record<Staff, Partial<StaffInput>>;
}

/** What `useServer` starts, readable from the tests and from later hooks. */
export type ServerFixture<Staff extends string = never> = {
  readonly server: TestServer;
  /** Every message the server sent (with `mail: true`). */
  readonly sink: SmtpSink;
  /** The bootstrap admin's token (with `signIn: true` or `staff`). */
  readonly adminToken: string;
} & { readonly [Name in Staff]: StaffAccount };

const OWN = new Set(['server', 'sink', 'adminToken']);

/** A shared server as a file sees it: everything but stopping it. */
function borrowed(server: TestServer): TestServer {
  const refuse = async (): Promise<never> => {
    throw new Error('a shared server is not stopped by a file: start one of its own instead');
  };
  return { ...server, stop: refuse, restart: refuse, dispose: refuse };
}

/**
 * One server for the tests of the enclosing `describe`, started on `backend` before them and
 * removed after them (its SMTP sink too), or with `shared: true` the worker's shared server; with
 * the admin signed in and staff accounts created as asked. Hooks a test file adds after it run
 * once the server is ready.
 */
export function useServer<Staff extends string = never>(
  backend: Backend,
  options: UseServerOptions<Staff> | SharedServerOptions<Staff> = {},
): ServerFixture<Staff> {
  const shared = options.shared === true;
  const { mail = shared, signIn = false, staff, ...start } = options as UseServerOptions<Staff>;
  const staffNames = Object.keys(staff ?? {});
  for (const name of staffNames)
    if (OWN.has(name)) throw new Error(`a staff account cannot be named ${name}`);

  let server: TestServer | undefined;
  let sink: SmtpSink | undefined;
  let adminToken: string | undefined;
  const accounts = new Map<string, StaffAccount>();

  beforeAll(async () => {
    if (shared) {
      const worker = await sharedServer(backend);
      server = borrowed(worker.server);
      sink = sinkSince(worker.sink);
    } else {
      if (mail) sink = await startSmtpSink();
      server = await startServer({ ...start, backend, smtpUrl: sink?.url });
    }
    if (signIn || staff) adminToken = await login(server, ADMIN.email, ADMIN.password);
    for (const [name, overrides] of Object.entries<Partial<StaffInput>>(staff ?? {}))
      accounts.set(name, await createStaff(server, adminToken!, overrides));
  });
  afterAll(async () => {
    if (shared) return;
    await server?.dispose();
    await sink?.stop();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`${what} is not there: it is set up in beforeAll, for the tests`);
    return value;
  };
  const fixture = {
    get server() {
      return ready(server, 'the server');
    },
    get sink() {
      if (!mail) throw new Error('no SMTP sink: start the server with mail: true');
      return ready(sink, 'the SMTP sink');
    },
    get adminToken() {
      if (!signIn && !staff) throw new Error('no admin token: start the server with signIn: true');
      return ready(adminToken, "the admin's token");
    },
  };
  for (const name of staffNames)
    Object.defineProperty(fixture, name, {
      enumerable: true,
      get: () => ready(accounts.get(name), `the staff account ${name}`),
    });
  return fixture as ServerFixture<Staff>;
}
