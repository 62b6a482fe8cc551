import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { startServer, type TestServer } from '~/tests/support/server';
import { scaled } from '~/tests/support/timeouts';

/** How long the site's connections are cut, and how often. */
const CHAOS_MS = 30_000;
const CUT_EVERY_MS = 1_000;
/** Visitors posting at once. */
const POSTERS = 4;

/**
 * What a PostgreSQL restart or failover does to a busy instance, over and over: every backend the
 * site holds is terminated each second while visitors post forms (each one a transaction that
 * stores the submission and queues its emails). The process must live through it, and a post the
 * site acknowledged must be stored.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections cut under load', () => {
  let server: TestServer;
  let admin: pg.Client;

  beforeAll(async () => {
    server = await startServer({
      backend: 'postgres',
      env: { FORM_RATE_LIMIT: '100000', OVERLOAD_MAX_LAG_MS: '0' },
    });
    admin = new pg.Client({ connectionString: server.databaseUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await server?.dispose();
  });

  it('keeps the process alive, stores every acknowledged post and becomes ready again', async () => {
    const acknowledged: { kind: 'contact' | 'order'; key: string }[] = [];
    const statuses = new Map<number, number>();
    let cuts = 0;
    let terminated = 0;
    const until = Date.now() + CHAOS_MS;

    const cutter = (async () => {
      while (Date.now() < until) {
        const { rows } = await admin.query<{ n: string }>(
          `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        cuts += 1;
        terminated += Number(rows[0]!.n);
        await new Promise((resolve) => setTimeout(resolve, CUT_EVERY_MS));
      }
    })();

    const poster = async (index: number) => {
      let round = 0;
      while (Date.now() < until) {
        round += 1;
        const name = `Cut ${unique(`p${index}r${round}`)}`;
        const order = round % 2 === 0;
        const answer = await postForm(
          server,
          order ? '/checkout' : '/contact',
          order
            ? { name, email: 'cut@northwind.example', planIds: ['7'] }
            : { name, email: 'cut@northwind.example', message: 'Still there?', website: '' },
          { data: true },
        );
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 200) continue;
        if (order) {
          const number = /ECS-ORD-\d{4}-\d{6}/.exec(answer.text)?.[0];
          expect(number, answer.text.slice(0, 300)).toBeDefined();
          acknowledged.push({ kind: 'order', key: number! });
        } else {
          expect(answer.text).toContain('Email sent successfully!');
          acknowledged.push({ kind: 'contact', key: name });
        }
      }
    };

    await Promise.all([cutter, ...Array.from({ length: POSTERS }, (_, i) => poster(i))]);

    expect(server.process.exitCode).toBeNull();
    expect(server.process.signalCode).toBeNull();
    // The cuts met connections in use: some posts failed with them, and many were acknowledged.
    expect(cuts).toBeGreaterThanOrEqual(CHAOS_MS / CUT_EVERY_MS - 5);
    expect(terminated).toBeGreaterThan(cuts);
    expect(acknowledged.length).toBeGreaterThan(20);
    // A post is answered, never dropped: a success, or the failure of its cut connection.
    expect([...statuses.keys()].every((status) => status === 200 || status >= 500)).toBe(true);

    await expect
      .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: scaled(10_000) })
      .toBe(200);

    const contacts = new Set(
      (await queryDb<{ name: string }>(server, 'select name from contact_messages')).map(
        (row) => row.name,
      ),
    );
    const orders = new Set(
      (await queryDb<{ order_number: string }>(server, 'select order_number from orders')).map(
        (row) => row.order_number,
      ),
    );
    const lost = acknowledged.filter(({ kind, key }) =>
      kind === 'order' ? !orders.has(key) : !contacts.has(key),
    );
    expect(lost).toEqual([]);
    expect(server.output()).toContain('a database connection was closed');
  }, 90_000);
});
