import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createStaff, login, unique, unknownId } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { ADMIN, backends, startServer, type TestServer } from '~/tests/support/server';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp';

const INBOX = 'inbox@test.ecs';
const kinds = ['messages', 'orders', 'agreements', 'inquiries'] as const;

describe.each(backends)('inbox API on %s', (backend) => {
  let server: TestServer;
  let sink: SmtpSink;
  let adminToken: string;
  let staffToken: string;
  const name = `Inbox ${unique('x')}`;
  let signatureBase64: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({ backend, smtpUrl: sink.url, companyInbox: INBOX });
    adminToken = await login(server, ADMIN.email, ADMIN.password);
    staffToken = (await createStaff(server, adminToken)).token;
    // A signature with real ink: the agreement refuses a blank box.
    const png = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#fff"/><path d="M20 100 C 80 10, 140 140, 200 60 S 260 40, 280 110" stroke="#000" stroke-width="4" fill="none"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    signatureBase64 = png.toString('base64');
    const email = 'inbox-visitor@northwind.example';
    const posts = [
      postForm(
        server,
        '/contact',
        { name, email, message: 'Hello inbox', planId: '4' },
        { data: true },
      ),
      postForm(server, '/checkout', { name, email, planIds: ['3', '9'] }, { data: true }),
      postForm(
        server,
        '/agreement',
        {
          name,
          email,
          phone: '+44 20 7946 0000',
          agreeToTerms: 'on',
          signature: `data:image/png;base64,${signatureBase64}`,
        },
        { data: true },
      ),
      postForm(
        server,
        '/dedicatedResources/content-writer',
        { name, email, message: 'Two writers for our blog.', resource: 'content-writer' },
        { data: true },
      ),
    ];
    for (const post of posts) expect((await post).status).toBe(200);
    // 1 + 2 + 2 + 1 emails.
    await sink.waitFor((m) => m.text.includes(name) || m.subject.includes(name), 6);
  });
  afterAll(async () => {
    await server?.dispose();
    await sink?.stop();
  });

  it('refuses visitors without a token (401) on every inbox and outbox endpoint', async () => {
    for (const path of [
      '/api/inbox',
      ...kinds.map((k) => `/api/inbox/${k}`),
      `/api/inbox/orders/${unknownId()}`,
      '/api/outbox',
    ]) {
      const answer = await api(server, 'GET', path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.message).toBe('Please sign in again');
    }
    expect((await api(server, 'POST', `/api/outbox/${unknownId()}/retry`)).status).toBe(401);
  });

  it('lists each kind for staff, newest first, with totals', async () => {
    const overview = await api(server, 'GET', '/api/inbox', { token: staffToken });
    expect(overview.status).toBe(200);
    expect(overview.body.kinds).toEqual(
      expect.arrayContaining(kinds.map((kind) => expect.objectContaining({ kind, total: 1 }))),
    );
    expect(overview.body.emails).toEqual({ pending: 0, sent: 6, failed: 0 });
    const orders = await api(server, 'GET', '/api/inbox/orders', { token: staffToken });
    expect(orders.status).toBe(200);
    expect(orders.body).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(orders.body.items).toEqual([
      expect.objectContaining({
        name,
        orderNumber: expect.stringMatching(/^ECS-ORD-\d{4}-\d{6}$/),
        total: '$2,398.00',
        totalCents: 239_800,
        plans: ['Premium Plan (Social Media Marketing)', 'Premium Plan (SEO Analysis)'],
      }),
    ]);
    // Both plans are monthly: the detail says so instead of one bare total.
    const orderId = (orders.body.items as { _id: string }[])[0]!._id;
    const order = await api(server, 'GET', `/api/inbox/orders/${orderId}`, { token: staffToken });
    expect((order.body.item as { totals: string }).totals).toBe(
      'Monthly: $2,398.00 per month\nTotal: $2,398.00 (first invoice)',
    );
    const messages = await api(server, 'GET', '/api/inbox/messages', { token: staffToken });
    expect(messages.body.items).toEqual([
      expect.objectContaining({
        name,
        plan: 'Basic Plan for Custom Software Solutions ($1,697 per project)',
      }),
    ]);
  });

  it('shows a record with its emails and, for agreements, the signature image', async () => {
    const list = await api(server, 'GET', '/api/inbox/agreements', { token: staffToken });
    const id = (list.body.items as { _id: string }[])[0]!._id;
    const detail = await api(server, 'GET', `/api/inbox/agreements/${id}`, { token: staffToken });
    expect(detail.status).toBe(200);
    const item = detail.body.item as Record<string, unknown>;
    expect(item).toMatchObject({
      name,
      phone: '+44 20 7946 0000',
      signature: expect.stringMatching(/^data:image\/png;base64,/),
      termsSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The stored signature is the drawing re-encoded: same pixels as the one sent.
    const shown = Buffer.from(String(item.signature).split(',')[1]!, 'base64');
    const sent = Buffer.from(signatureBase64, 'base64');
    expect((await sharp(shown).raw().toBuffer()).equals(await sharp(sent).raw().toBuffer())).toBe(
      true,
    );
    expect(item.ip).toBeTruthy();
    const emails = detail.body.emails as { to: string[]; status: string; kind: string }[];
    expect(emails.map((e) => [e.kind, e.to, e.status]).sort()).toEqual([
      ['agreement', [INBOX], 'sent'],
      ['agreement-copy', ['inbox-visitor@northwind.example'], 'sent'],
    ]);
  });

  it('answers 404 for an unknown kind, a malformed id and a missing record', async () => {
    const unknownKind = await api(server, 'GET', '/api/inbox/secrets', { token: staffToken });
    expect(unknownKind.status).toBe(404);
    expect((await api(server, 'GET', '/api/inbox/__proto__', { token: staffToken })).status).toBe(
      404,
    );
    expect((await api(server, 'GET', '/api/inbox/orders/nope', { token: staffToken })).status).toBe(
      404,
    );
    const missing = await api(server, 'GET', `/api/inbox/orders/${unknownId()}`, {
      token: staffToken,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Not found');
  });

  it('lists emails with their delivery state, filterable by status', async () => {
    const all = await api(server, 'GET', '/api/outbox', { token: staffToken });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(6);
    const emails = all.body.emails as Record<string, unknown>[];
    for (const email of emails) {
      expect(email).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(email.messageId).toMatch(/^<[0-9a-f]{24}@ecsdigital\.com>$/);
      expect(email).not.toHaveProperty('html');
    }
    const failed = await api(server, 'GET', '/api/outbox?status=failed', { token: staffToken });
    expect(failed.body.total).toBe(0);
    const bad = await api(server, 'GET', '/api/outbox?status=lost', { token: staffToken });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: 'Status must be pending, sent or failed' });
  });

  it('lets only admins retry, and never an email that was sent', async () => {
    const [email] = await queryDb<{ id: string }>(server, 'select id from outbox_emails limit 1');
    const path = `/api/outbox/${email!.id}/retry`;
    const staff = await api(server, 'POST', path, { token: staffToken });
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('Only an administrator can do this');
    const sent = await api(server, 'POST', path, { token: adminToken });
    expect(sent.status).toBe(409);
    const missing = await api(server, 'POST', `/api/outbox/${unknownId()}/retry`, {
      token: adminToken,
    });
    expect(missing.status).toBe(404);
  });
});
