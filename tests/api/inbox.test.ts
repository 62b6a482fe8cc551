import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, unique, unknownId } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

const INBOX = 'inbox@test.ecs';
const kinds = ['messages', 'orders', 'agreements', 'inquiries'] as const;

describe.each(backends)('inbox API on %s', (backend) => {
  const app = useServer(backend, { mail: true, companyInbox: INBOX, staff: { staff: {} } });
  const name = `Inbox ${unique('x')}`;
  let signatureBase64: string;

  beforeAll(async () => {
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
        app.server,
        '/contact',
        { name, email, message: 'Hello inbox', planId: '4' },
        { data: true },
      ),
      postForm(app.server, '/checkout', { name, email, planIds: ['3', '9'] }, { data: true }),
      postForm(
        app.server,
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
        app.server,
        '/dedicatedResources/content-writer',
        { name, email, message: 'Two writers for our blog.', resource: 'content-writer' },
        { data: true },
      ),
    ];
    for (const post of posts) expect((await post).status).toBe(200);
    // 1 + 2 + 2 + 1 emails.
    await app.sink.waitFor((m) => m.text.includes(name) || m.subject.includes(name), 6);
  });

  it('refuses visitors without a token (401) on every inbox and outbox endpoint', async () => {
    for (const path of [
      '/api/inbox',
      ...kinds.map((k) => `/api/inbox/${k}`),
      `/api/inbox/orders/${unknownId()}`,
      '/api/outbox',
    ]) {
      const answer = await api(app.server, 'GET', path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.message).toBe('Please sign in again');
    }
    expect((await api(app.server, 'POST', `/api/outbox/${unknownId()}/retry`)).status).toBe(401);
  });

  it('lists each kind for staff, newest first, with totals', async () => {
    const overview = await api(app.server, 'GET', '/api/inbox', { token: app.staff.token });
    expect(overview.status).toBe(200);
    expect(overview.body.kinds).toEqual(
      expect.arrayContaining(kinds.map((kind) => expect.objectContaining({ kind, total: 1 }))),
    );
    expect(overview.body.emails).toEqual({ pending: 0, sent: 6, failed: 0 });
    const orders = await api(app.server, 'GET', '/api/inbox/orders', { token: app.staff.token });
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
    const order = await api(app.server, 'GET', `/api/inbox/orders/${orderId}`, {
      token: app.staff.token,
    });
    expect((order.body.item as { totals: string }).totals).toBe(
      'Monthly: $2,398.00 per month\nTotal: $2,398.00 (first invoice)',
    );
    const messages = await api(app.server, 'GET', '/api/inbox/messages', {
      token: app.staff.token,
    });
    expect(messages.body.items).toEqual([
      expect.objectContaining({
        name,
        plan: 'Basic Plan for Custom Software Solutions ($1,697 per project)',
      }),
    ]);
  });

  it('shows a record with its emails and, for agreements, the signature image', async () => {
    const list = await api(app.server, 'GET', '/api/inbox/agreements', { token: app.staff.token });
    const id = (list.body.items as { _id: string }[])[0]!._id;
    const detail = await api(app.server, 'GET', `/api/inbox/agreements/${id}`, {
      token: app.staff.token,
    });
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
    const unknownKind = await api(app.server, 'GET', '/api/inbox/secrets', {
      token: app.staff.token,
    });
    expect(unknownKind.status).toBe(404);
    expect(
      (await api(app.server, 'GET', '/api/inbox/__proto__', { token: app.staff.token })).status,
    ).toBe(404);
    expect(
      (await api(app.server, 'GET', '/api/inbox/orders/nope', { token: app.staff.token })).status,
    ).toBe(404);
    const missing = await api(app.server, 'GET', `/api/inbox/orders/${unknownId()}`, {
      token: app.staff.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Not found');
  });

  it('lists emails with their delivery state, filterable by status', async () => {
    const all = await api(app.server, 'GET', '/api/outbox', { token: app.staff.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(6);
    const emails = all.body.emails as Record<string, unknown>[];
    for (const email of emails) {
      expect(email).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(email.messageId).toMatch(/^<[0-9a-f]{24}@ecsdigital\.com>$/);
      expect(email).not.toHaveProperty('html');
    }
    const failed = await api(app.server, 'GET', '/api/outbox?status=failed', {
      token: app.staff.token,
    });
    expect(failed.body.total).toBe(0);
    const bad = await api(app.server, 'GET', '/api/outbox?status=lost', { token: app.staff.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: 'Status must be pending, sent or failed' });
  });

  it('lets only admins retry, and never an email that was sent', async () => {
    const [email] = await queryDb<{ id: string }>(
      app.server,
      'select id from outbox_emails limit 1',
    );
    const path = `/api/outbox/${email!.id}/retry`;
    const staff = await api(app.server, 'POST', path, { token: app.staff.token });
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('Only an administrator can do this');
    const sent = await api(app.server, 'POST', path, { token: app.adminToken });
    expect(sent.status).toBe(409);
    const missing = await api(app.server, 'POST', `/api/outbox/${unknownId()}/retry`, {
      token: app.adminToken,
    });
    expect(missing.status).toBe(404);
  });
});
