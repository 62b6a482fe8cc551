import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, login, unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { parseMail } from '~/tests/support/mail';
import { postForm } from '~/tests/support/forms';
import { ADMIN, backends, freePort, startServer, type TestServer } from '~/tests/support/server';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp';
import { scaled } from '~/tests/support/timeouts';

const INBOX = 'inbox@test.ecs';

interface EmailRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
}

/** Reads until `done` holds, and answers the value that satisfied it. */
const waitUntil = <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) =>
  vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`not yet; last value: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: scaled(timeoutMs), interval: 100 },
  );

/**
 * Queues one more email through `server` and waits for it to arrive: proof that its outbox worker
 * has run a round since, which would have sent any email it was going to send twice.
 */
async function roundTrip(server: TestServer, sink: SmtpSink) {
  const name = unique('round');
  const posted = await postForm(
    server,
    '/contact',
    { name, email: 'marker@northwind.example' },
    // From an address of its own: the test's other posts may have used up the form's limit.
    { data: true, headers: { 'x-forwarded-for': '192.0.2.10' } },
  );
  expect(posted.status).toBe(200);
  await sink.waitFor((m) => m.subject.includes(name));
}

describe.each(backends)('mail outbox on %s', (backend) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanup.length) await cleanup.pop()!();
  });
  const track = <T extends TestServer | SmtpSink>(thing: T) => {
    cleanup.push(() => ('dispose' in thing ? thing.dispose() : thing.stop()));
    return thing;
  };
  const emails = (server: TestServer) =>
    queryDb<EmailRow>(
      server,
      'select id, status, attempts, last_error, message_id from outbox_emails',
    );

  it('keeps emails while the SMTP server is stopped and delivers each exactly once after it restarts', async () => {
    const port = await freePort();
    let sink = await startSmtpSink(port);
    cleanup.push(() => sink.stop());
    const server = track(
      await startServer({
        backend,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        companyInbox: INBOX,
        env: { MAIL_RETRY_BASE_MS: '300' },
      }),
    );
    const before = unique('before');
    await postForm(
      server,
      '/contact',
      { name: before, email: 'visitor@northwind.example' },
      { data: true },
    );
    await sink.waitFor((m) => m.subject.includes(before));

    await sink.stop();
    const names = [unique('down'), unique('down'), unique('down')];
    for (const name of names)
      expect(
        (
          await postForm(
            server,
            '/contact',
            { name, email: 'visitor@northwind.example' },
            { data: true },
          )
        ).status,
      ).toBe(200);
    const checkout = await postForm(
      server,
      '/checkout',
      { name: names[0]!, email: 'buyer@northwind.example', planIds: ['5'] },
      { data: true },
    );
    expect(checkout.status).toBe(200);

    // Every new email failed at least once and is still pending, with the error kept.
    const failing = await waitUntil(
      () => emails(server),
      (rows) =>
        rows.filter((r) => r.status !== 'sent').length === 5 &&
        rows.every((r) => r.status === 'sent' || (r.attempts >= 1 && r.last_error)),
    );
    expect(failing.filter((r) => r.status === 'pending')).toHaveLength(5);
    expect(failing.find((r) => r.last_error)!.last_error).toMatch(/ECONNREFUSED|connect/i);

    sink = await startSmtpSink(port);
    await waitUntil(
      () => emails(server),
      (rows) => rows.every((r) => r.status === 'sent'),
      20_000,
    );
    const delivered = [...sink.messages];
    await roundTrip(server, sink);
    const rows = await emails(server);
    const pendingIds = new Set(
      failing.filter((r) => r.status === 'pending').map((r) => r.message_id),
    );
    expect(delivered).toHaveLength(5);
    expect(sink.messages).toHaveLength(6);
    expect(new Set(delivered.map((m) => m.messageId))).toEqual(pendingIds);
    expect(rows).toHaveLength(7);
    for (const name of names)
      expect(sink.messages.filter((m) => m.subject.includes(name))).toHaveLength(1);
  });

  it('keeps a submission and its pending email through a SIGKILL and delivers it after restart', async () => {
    const port = await freePort();
    const server = track(
      await startServer({
        backend,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        companyInbox: INBOX,
        env: { MAIL_RETRY_BASE_MS: '200' },
      }),
    );
    const name = unique('crash');
    const answer = await postForm(
      server,
      '/checkout',
      { name, email: 'crash@northwind.example', planIds: ['7'] },
      { data: true },
    );
    expect(answer.status).toBe(200);
    const orderNumber = /ECS-ORD-\d{4}-\d{6}/.exec(answer.text)![0];
    // Killed between two attempts: the first (refused) attempt is recorded, the next is scheduled.
    // A kill in the middle of a send would instead hold the email for the 5-minute lease.
    await waitUntil(
      () => emails(server),
      (rows) => rows.length === 2 && rows.every((r) => r.last_error),
    );
    await server.stop('SIGKILL');

    const [order] = await queryDb<{ id: string; total_cents: number }>(
      server,
      'select id, total_cents from orders where order_number = ?',
      [orderNumber],
    );
    expect(Number(order!.total_cents)).toBe(69_700);
    const pending = await queryDb<EmailRow>(
      server,
      'select id, status, attempts, last_error, message_id from outbox_emails where submission_id = ?',
      [order!.id],
    );
    expect(pending).toHaveLength(2);
    expect(pending.every((r) => r.status === 'pending')).toBe(true);

    const sink = track(await startSmtpSink(port));
    await server.restart();
    const received = await sink.waitFor((m) => m.text.includes(orderNumber), 2, 20_000);
    expect(received.map((m) => m.envelope.to[0]).sort()).toEqual([
      'crash@northwind.example',
      INBOX,
    ]);
    expect(new Set(received.map((m) => m.messageId))).toEqual(
      new Set(pending.map((r) => r.message_id)),
    );
  });

  it('marks an email failed after the last attempt or a permanent refusal, and an admin can retry it', async () => {
    const sink = track(await startSmtpSink());
    const server = track(
      await startServer({
        backend,
        smtpUrl: sink.url,
        companyInbox: INBOX,
        env: { MAIL_RETRY_BASE_MS: '100', MAIL_MAX_ATTEMPTS: '2' },
      }),
    );
    const buyer = `${unique('refused')}@northwind.example`;
    sink.rejectRecipients.add(buyer);
    const answer = await postForm(
      server,
      '/checkout',
      { name: 'Refused', email: buyer, planIds: ['2'] },
      { data: true },
    );
    expect(answer.status).toBe(200);
    // The company copy is delivered; the refused one fails without blocking it.
    await sink.waitFor((m) => m.envelope.to.includes(INBOX));
    const [failed] = await waitUntil(
      () =>
        queryDb<EmailRow>(
          server,
          "select id, status, attempts, last_error, message_id from outbox_emails where kind = 'order-confirmation'",
        ),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(failed!.attempts).toBe(1);
    expect(failed!.last_error).toMatch(/550|unavailable|rejected/i);

    sink.rejectRecipients.delete(buyer);
    const adminToken = await login(server, ADMIN.email, ADMIN.password);
    const retry = await api(server, 'POST', `/api/outbox/${failed!.id}/retry`, {
      token: adminToken,
    });
    expect(retry.status).toBe(200);
    expect(retry.body.message).toBe('Email queued for another attempt');
    const [mail] = await sink.waitFor((m) => m.envelope.to.includes(buyer));
    expect(mail!.messageId).toBe(failed!.message_id);
    await waitUntil(
      () =>
        queryDb<EmailRow>(server, 'select status from outbox_emails where id = ?', [failed!.id]),
      (rows) => rows[0]?.status === 'sent',
    );
  });

  it('gives up after MAIL_MAX_ATTEMPTS temporary failures', async () => {
    const port = await freePort();
    const server = track(
      await startServer({
        backend,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        env: { MAIL_RETRY_BASE_MS: '100', MAIL_MAX_ATTEMPTS: '3' },
      }),
    );
    await postForm(
      server,
      '/contact',
      { name: 'Gone', email: 'gone@northwind.example' },
      { data: true },
    );
    const [row] = await waitUntil(
      () => emails(server),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(row!.attempts).toBe(3);
  });

  it('writes .eml files under DATA_DIR/mail when no SMTP server is configured', async () => {
    const server = track(await startServer({ backend }));
    const name = unique('file');
    await postForm(
      server,
      '/contact',
      { name, email: 'file@northwind.example', message: 'On disk' },
      { data: true },
    );
    const [row] = await waitUntil(
      () => emails(server),
      (rows) => rows[0]?.status === 'sent',
    );
    const dir = path.join(server.dataDir, 'mail');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await parseMail(fs.readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(mail.messageId).toBe(row!.message_id);
    expect(mail.to).toEqual(['info@ecsdigital.com']);
    expect(mail.subject).toBe(`New message from ${name}`);
    expect(mail.text).toContain('On disk');
  });

  it.runIf(backend === 'postgres')(
    'sends each email once when two instances share one database',
    async () => {
      const sink = track(await startSmtpSink());
      const first = track(await startServer({ backend, smtpUrl: sink.url, companyInbox: INBOX }));
      const second = track(
        await startServer({
          backend,
          smtpUrl: sink.url,
          companyInbox: INBOX,
          databaseUrl: first.databaseUrl!,
        }),
      );
      const posts = Array.from({ length: 20 }, (_, i) =>
        postForm(
          i % 2 ? first : second,
          '/contact',
          { name: `Shared ${i}`, email: 'shared@northwind.example' },
          { data: true },
        ),
      );
      for (const post of posts) expect((await post).status).toBe(200);
      await sink.waitFor(() => true, 20, 20_000);
      await roundTrip(first, sink);
      await roundTrip(second, sink);
      const shared = sink.messages.filter((m) => m.subject.includes('Shared'));
      expect(shared).toHaveLength(20);
      expect(new Set(shared.map((m) => m.messageId)).size).toBe(20);
    },
  );
});
