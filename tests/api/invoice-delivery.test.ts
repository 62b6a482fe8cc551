import { describe, expect, it } from 'vitest';
import { addDays } from '~/domain/calendar';
import { api, createService, createStaff, login } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { ADMIN, backends } from '~/tests/support/server';
import {
  invoiceInput,
  invoiceRows,
  numberOf,
  send,
  today,
  type OutboxRow,
  invoiceServerOptions,
} from '~/tests/support/invoice-action';
import { useServer } from '~/tests/support/use-server';
import { SHARED_INBOX } from '~/tests/support/shared-servers';

describe.each(backends)('invoice action on %s', (backend) => {
  const app = useServer(backend, invoiceServerOptions);

  const invoiceRow = invoiceRows(() => app.server);

  it("stores a visitor's invoice with the next ECS- number and mails the company inbox only", async () => {
    const input = invoiceInput({ clientCompany: 'Visit http://phish.test/login' });
    const { status, data } = await send(app.server, input);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      ok: true,
      message: 'Email sent successfully!',
      delivery: 'review',
    });
    if (!data.ok) throw new Error('expected success');
    expect(data.number).toMatch(/^ECS-\d{4,}$/);
    expect(numberOf(data.number)).toBeGreaterThanOrEqual(1001);
    // 2199 - 10 % (220) + 499 - 15 % (74.85 -> 75) = 2698 - 295 = 2403
    expect(data.totalCents).toBe(240300);

    const row = await invoiceRow(numberOf(data.number));
    expect(row).toMatchObject({
      client_email: input.clientEmail,
      subtotal_cents: 269800,
      discount_cents: 29500,
      total_cents: 240300,
      // An empty due date is the issued date + 7 days (docs/product.md#invoice-dates).
      due_date: addDays(today, 7),
    });

    // Nothing goes to an address the visitor typed, and no typed text reaches a subject.
    const emails = await queryDb<OutboxRow>(
      app.server,
      'select * from outbox_emails where submission_id = ?',
      [row!.id],
    );
    expect(emails.map((e) => JSON.parse(e.to_addresses))).toEqual([[SHARED_INBOX]]);
    expect(emails[0]!.subject).toBe(`Invoice ${data.number} to review: $2,403`);
    expect(emails[0]!.html_body).toContain('Visit http://phish.test/login');
    expect(emails[0]!.text_body).toContain('Total: $2,403');
    const [delivered] = await app.sink.waitFor((m) => m.subject.includes(`${data.number} `), 1);
    expect(delivered!.envelope.to).toEqual([SHARED_INBOX]);

    const next = await send(app.server, invoiceInput());
    if (!next.data.ok) throw new Error('expected success');
    expect(numberOf(next.data.number)).toBe(numberOf(data.number) + 1);
  });

  it('sends at once to the client, the representative and the company when staff submit it', async () => {
    const staff = await createStaff(
      app.server,
      await login(app.server, ADMIN.email, ADMIN.password),
    );
    const input = invoiceInput();
    const { data } = await send(app.server, { ...input, staffToken: staff.token });
    expect(data).toMatchObject({ ok: true, delivery: 'sent' });
    if (!data.ok) throw new Error('expected success');
    const delivered = await app.sink.waitFor((m) => m.subject.includes(`${data.number} `), 3);
    expect(delivered.map((m) => m.envelope.to).sort()).toEqual(
      [[SHARED_INBOX], [input.clientEmail], ['marcus@ecsdigital.example']].sort(),
    );
    const toClient = delivered.find((m) => m.envelope.to[0] === input.clientEmail)!;
    expect(toClient.subject).toBe(`Invoice ${data.number} from ECS Digital: $2,403`);
    expect(toClient.replyTo).toBe(SHARED_INBOX);
    expect(toClient.html).toMatch(/data-testid="invoice-total">\$2,403</);

    // A token that is not a live session counts as a visitor.
    const forged = await send(app.server, { ...invoiceInput(), staffToken: 'not.a.token' });
    expect(forged.data).toMatchObject({ ok: true, delivery: 'review' });
  });

  it("shows invoices in the staff inbox, where staff send them to the client and see each email's delivery", async () => {
    const input = invoiceInput({ clientName: 'Inbox Client Ltd' });
    const { data } = await send(app.server, input);
    if (!data.ok) throw new Error('expected success');
    await app.sink.waitFor((m) => m.subject.includes(`${data.number} `), 1);

    const staff = (
      await createStaff(app.server, await login(app.server, ADMIN.email, ADMIN.password))
    ).token;
    expect((await api(app.server, 'GET', '/api/inbox/invoices')).status).toBe(401);
    const overview = await api(app.server, 'GET', '/api/inbox', { token: staff });
    expect(overview.body.kinds).toContainEqual(
      expect.objectContaining({ kind: 'invoices', label: 'Invoices' }),
    );
    const list = await api(app.server, 'GET', '/api/inbox/invoices?limit=100', { token: staff });
    expect(list.status).toBe(200);
    const item = (list.body.items as { _id: string; number: string }[]).find(
      (i) => i.number === data.number,
    );
    expect(item).toMatchObject({
      number: data.number,
      clientName: 'Inbox Client Ltd',
      clientEmail: input.clientEmail,
      totalCents: 240300,
      total: '$2,403.00',
    });

    const detail = await api(app.server, 'GET', `/api/inbox/invoices/${item!._id}`, {
      token: staff,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.item).toMatchObject({
      number: data.number,
      billedTo: { name: 'Inbox Client Ltd', email: input.clientEmail },
      from: { email: 'marcus@ecsdigital.example' },
      issued: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      subtotal: '$2,698.00',
      totalDiscount: '$295.00',
      total: '$2,403.00',
    });
    expect((detail.body.item as { lines: unknown[] }).lines).toEqual([
      expect.objectContaining({ serviceTitle: 'Custom Software Solutions', price: '$2,199.00' }),
      expect.objectContaining({ serviceTitle: 'Social Media Marketing', discount: '$75.00' }),
    ]);
    const before = detail.body.emails as { to: string[]; status: string; kind: string }[];
    expect(before.map((e) => e.to[0])).toEqual([SHARED_INBOX]);

    // Send to client: anonymous and unknown ids are refused; staff queue the two emails.
    const path = `/api/inbox/invoices/${item!._id}/send`;
    expect((await api(app.server, 'POST', path)).status).toBe(401);
    expect(
      (
        await api(app.server, 'POST', `/api/inbox/invoices/${'f'.repeat(24)}/send`, {
          token: staff,
        })
      ).status,
    ).toBe(404);
    const sent = await api(app.server, 'POST', path, { token: staff });
    expect(sent.status).toBe(202);
    expect(sent.body.message).toContain(input.clientEmail);
    const delivered = await app.sink.waitFor(
      (m) => m.subject.includes(`${data.number} `) && m.envelope.to[0] !== SHARED_INBOX,
      2,
    );
    expect(delivered.map((m) => m.envelope.to[0]).sort()).toEqual(
      [input.clientEmail, 'marcus@ecsdigital.example'].sort(),
    );
    const after = await api(app.server, 'GET', `/api/inbox/invoices/${item!._id}`, {
      token: staff,
    });
    const emails = after.body.emails as { to: string[]; status: string; kind: string }[];
    expect(emails.map((e) => e.to[0]).sort()).toEqual(
      [SHARED_INBOX, input.clientEmail, 'marcus@ecsdigital.example'].sort(),
    );
    expect(emails.every((e) => e.kind === 'invoice')).toBe(true);
  });

  it('bills the services staff manage: new ones without plans, never hidden ones', async () => {
    const admin = await login(app.server, ADMIN.email, ADMIN.password);
    const service = await createService(app.server, admin, {
      title: 'Brand Workshop',
      description: 'A one-day positioning workshop with the leadership team.',
      longDescription: '<p>Agenda, exercises and a written summary.</p>',
    });
    const row = { service: service.url, plan: 'Premium Plan', discount: 0 };

    const billed = await send(app.server, invoiceInput({ services: [row] }));
    expect(billed.status).toBe(200);
    if (!billed.data.ok) throw new Error('expected success');
    const stored = await invoiceRow(numberOf(billed.data.number));
    // A service without plans bills no plan, at its own price (0 until one is set).
    expect(JSON.parse(stored!.lines)).toEqual([
      expect.objectContaining({ serviceTitle: 'Brand Workshop', plan: '', priceCents: 0 }),
    ]);

    // An admin sets its own price in cents; the API answers it as dollar text too, as it always did.
    const priced = await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: admin,
      body: { priceCents: 120_000 },
    });
    expect(priced.body.service).toMatchObject({ priceCents: 120_000, price: '1200' });
    const listed = await api(app.server, 'GET', '/api/services');
    expect(listed.body.services).toContainEqual(
      expect.objectContaining({ url: 'social-media-marketing', price: '499', priceCents: 49_900 }),
    );
    const refused = await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: admin,
      body: { priceCents: 12.5 },
    });
    expect(refused.status).toBe(400);
    const billedAgain = await send(app.server, invoiceInput({ services: [row] }));
    if (!billedAgain.data.ok) throw new Error('expected success');
    expect(billedAgain.data.totalCents).toBe(120_000);

    await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: admin,
      body: { isActive: false },
    });
    const hidden = await send(app.server, invoiceInput({ services: [row] }));
    expect(hidden.status).toBe(400);
    expect(hidden.data).toMatchObject({ errors: { 'services.0.service': 'Select a service' } });
  });

  it('uses a free typed number and rejects one already used', async () => {
    const number = 5_000_000 + Math.floor(Math.random() * 1_000_000);
    const first = await send(
      app.server,
      invoiceInput({ invoiceNumber: number, dueDate: '2030-01-31' }),
    );
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true, number: `ECS-${number}` });
    expect((await invoiceRow(number))!.due_date).toBe('2030-01-31');

    const second = await send(app.server, invoiceInput({ invoiceNumber: String(number) }));
    expect(second.status).toBe(409);
    expect(second.data).toMatchObject({
      ok: false,
      message: 'Please correct the highlighted fields',
      errors: { invoiceNumber: 'This invoice number is already used' },
    });
    const rows = await queryDb(app.server, 'select id from invoices where number = ?', [number]);
    expect(rows).toHaveLength(1);

    // Automatic numbering goes on from its counter, which passes a typed number only on reaching it.
    const next = await send(app.server, invoiceInput());
    expect(next.data.ok && numberOf(next.data.number)).toBeLessThan(number);
  });

  it('gives concurrent sends distinct consecutive numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(app.server, invoiceInput())),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = answers.map((a) => (a.data.ok ? numberOf(a.data.number) : 0));
    expect(new Set(numbers).size).toBe(5);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted[4]! - sorted[0]!).toBe(4);
  });
});
