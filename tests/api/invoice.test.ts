import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, latestToday } from '~/domain/calendar';
import { type InvoiceSubmissionResult } from '~/domain/invoice-form';
import { api, createStaff, login } from '~/tests/support/api';
import { uniqueInvoiceInput } from '~/tests/support/factories';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { postAction } from '~/tests/support/route-action';
import { ADMIN, backends, startServer, type TestServer } from '~/tests/support/server';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp';

interface InvoiceRow {
  id: string;
  number: number;
  due_date: string;
  client_email: string;
  lines: string;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
}
interface OutboxRow {
  kind: string;
  submission_id: string;
  to_addresses: string;
  reply_to: string | null;
  subject: string;
  html_body: string;
  text_body: string;
}

const today = new Date().toISOString().slice(0, 10);

/** An invoice of its own (the catalogue's totals: $2,698 less $295), plus any other field sent. */
const invoiceInput = (overrides: Record<string, unknown> = {}) => ({
  ...uniqueInvoiceInput(),
  ...overrides,
});

/**
 * Sends the builder's form as the browser does with JavaScript (its fields, the lines as
 * `services.<index>.<field>`, to `/invoice.data`); `asJson` as the scripts that post invoices do.
 */
const send = (server: TestServer, body: unknown, { asJson = false } = {}) =>
  postAction<InvoiceSubmissionResult>(server, '/invoice', body, { asForm: !asJson });

const numberOf = (printed: string) => Number(printed.replace(/^ECS-/, ''));

describe.each(backends)('invoice action on %s', (backend) => {
  let server: TestServer;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({
      backend,
      smtpUrl: sink.url,
      companyInbox: 'accounts@ecs.test',
      env: { FORM_RATE_LIMIT: '1000' },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await sink?.stop();
  });

  const invoiceRow = async (number: number) =>
    (await queryDb<InvoiceRow>(server, 'select * from invoices where number = ?', [number]))[0];

  it("stores a visitor's invoice with the next ECS- number and mails the company inbox only", async () => {
    const input = invoiceInput({ clientCompany: 'Visit http://phish.test/login' });
    const { status, data } = await send(server, input);
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
      server,
      'select * from outbox_emails where submission_id = ?',
      [row!.id],
    );
    expect(emails.map((e) => JSON.parse(e.to_addresses))).toEqual([['accounts@ecs.test']]);
    expect(emails[0]!.subject).toBe(`Invoice ${data.number} to review: $2,403`);
    expect(emails[0]!.html_body).toContain('Visit http://phish.test/login');
    expect(emails[0]!.text_body).toContain('Total: $2,403');
    const [delivered] = await sink.waitFor((m) => m.subject.includes(`${data.number} `), 1);
    expect(delivered!.envelope.to).toEqual(['accounts@ecs.test']);

    const next = await send(server, invoiceInput());
    if (!next.data.ok) throw new Error('expected success');
    expect(numberOf(next.data.number)).toBe(numberOf(data.number) + 1);
  });

  it('sends at once to the client, the representative and the company when staff submit it', async () => {
    const staff = await createStaff(server, await login(server, ADMIN.email, ADMIN.password));
    const input = invoiceInput();
    const { data } = await send(server, { ...input, staffToken: staff.token });
    expect(data).toMatchObject({ ok: true, delivery: 'sent' });
    if (!data.ok) throw new Error('expected success');
    const delivered = await sink.waitFor((m) => m.subject.includes(`${data.number} `), 3);
    expect(delivered.map((m) => m.envelope.to).sort()).toEqual(
      [['accounts@ecs.test'], [input.clientEmail], ['marcus@ecsdigital.example']].sort(),
    );
    const toClient = delivered.find((m) => m.envelope.to[0] === input.clientEmail)!;
    expect(toClient.subject).toBe(`Invoice ${data.number} from ECS Digital: $2,403`);
    expect(toClient.replyTo).toBe('accounts@ecs.test');
    expect(toClient.html).toMatch(/data-testid="invoice-total">\$2,403</);

    // A token that is not a live session counts as a visitor.
    const forged = await send(server, { ...invoiceInput(), staffToken: 'not.a.token' });
    expect(forged.data).toMatchObject({ ok: true, delivery: 'review' });
  });

  it("shows invoices in the staff inbox, where staff send them to the client and see each email's delivery", async () => {
    const input = invoiceInput({ clientName: 'Inbox Client Ltd' });
    const { data } = await send(server, input);
    if (!data.ok) throw new Error('expected success');
    await sink.waitFor((m) => m.subject.includes(`${data.number} `), 1);

    const staff = (await createStaff(server, await login(server, ADMIN.email, ADMIN.password)))
      .token;
    expect((await api(server, 'GET', '/api/inbox/invoices')).status).toBe(401);
    const overview = await api(server, 'GET', '/api/inbox', { token: staff });
    expect(overview.body.kinds).toContainEqual(
      expect.objectContaining({ kind: 'invoices', label: 'Invoices' }),
    );
    const list = await api(server, 'GET', '/api/inbox/invoices?limit=100', { token: staff });
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

    const detail = await api(server, 'GET', `/api/inbox/invoices/${item!._id}`, { token: staff });
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
    expect(before.map((e) => e.to[0])).toEqual(['accounts@ecs.test']);

    // Send to client: anonymous and unknown ids are refused; staff queue the two emails.
    const path = `/api/inbox/invoices/${item!._id}/send`;
    expect((await api(server, 'POST', path)).status).toBe(401);
    expect(
      (await api(server, 'POST', `/api/inbox/invoices/${'f'.repeat(24)}/send`, { token: staff }))
        .status,
    ).toBe(404);
    const sent = await api(server, 'POST', path, { token: staff });
    expect(sent.status).toBe(202);
    expect(sent.body.message).toContain(input.clientEmail);
    const delivered = await sink.waitFor(
      (m) => m.subject.includes(`${data.number} `) && m.envelope.to[0] !== 'accounts@ecs.test',
      2,
    );
    expect(delivered.map((m) => m.envelope.to[0]).sort()).toEqual(
      [input.clientEmail, 'marcus@ecsdigital.example'].sort(),
    );
    const after = await api(server, 'GET', `/api/inbox/invoices/${item!._id}`, { token: staff });
    const emails = after.body.emails as { to: string[]; status: string; kind: string }[];
    expect(emails.map((e) => e.to[0]).sort()).toEqual(
      ['accounts@ecs.test', input.clientEmail, 'marcus@ecsdigital.example'].sort(),
    );
    expect(emails.every((e) => e.kind === 'invoice')).toBe(true);
  });

  it('bills the services staff manage: new ones without plans, never hidden ones', async () => {
    const admin = await login(server, ADMIN.email, ADMIN.password);
    const created = await api(server, 'POST', '/api/services', {
      token: admin,
      body: {
        title: 'Brand Workshop',
        description: 'A one-day positioning workshop with the leadership team.',
        longDescription: '<p>Agenda, exercises and a written summary.</p>',
        bgImageUrl: '/images/services/software-solutions.svg',
        thumbnailImageUrl: '/images/services/software-solutions-detail-1.svg',
      },
    });
    expect(created.status).toBe(201);
    const service = created.body.service as { _id: string; url: string };
    const row = { service: service.url, plan: 'Premium Plan', discount: 0 };

    const billed = await send(server, invoiceInput({ services: [row] }));
    expect(billed.status).toBe(200);
    if (!billed.data.ok) throw new Error('expected success');
    const stored = await invoiceRow(numberOf(billed.data.number));
    // A service without plans bills no plan, at its own price (0 until one is set).
    expect(JSON.parse(stored!.lines)).toEqual([
      expect.objectContaining({ serviceTitle: 'Brand Workshop', plan: '', priceCents: 0 }),
    ]);

    // An admin sets its own price in cents; the API answers it as dollar text too, as it always did.
    const priced = await api(server, 'PATCH', `/api/services/${service._id}`, {
      token: admin,
      body: { priceCents: 120_000 },
    });
    expect(priced.body.service).toMatchObject({ priceCents: 120_000, price: '1200' });
    const listed = await api(server, 'GET', '/api/services');
    expect(listed.body.services).toContainEqual(
      expect.objectContaining({ url: 'social-media-marketing', price: '499', priceCents: 49_900 }),
    );
    const refused = await api(server, 'PATCH', `/api/services/${service._id}`, {
      token: admin,
      body: { priceCents: 12.5 },
    });
    expect(refused.status).toBe(400);
    const billedAgain = await send(server, invoiceInput({ services: [row] }));
    if (!billedAgain.data.ok) throw new Error('expected success');
    expect(billedAgain.data.totalCents).toBe(120_000);

    await api(server, 'PATCH', `/api/services/${service._id}`, {
      token: admin,
      body: { isActive: false },
    });
    const hidden = await send(server, invoiceInput({ services: [row] }));
    expect(hidden.status).toBe(400);
    expect(hidden.data).toMatchObject({ errors: { 'services.0.service': 'Select a service' } });
  });

  it('gives a filled honeypot a success and stores nothing', async () => {
    const before = await queryDb<{ n: number }>(server, 'select count(*) as n from invoices');
    const { status, data } = await send(server, invoiceInput({ website: 'https://spam.example' }));
    expect(status).toBe(200);
    expect(data.ok).toBe(true);
    const after = await queryDb<{ n: number }>(server, 'select count(*) as n from invoices');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it('prices from the catalogue and ignores prices and HTML sent by the browser', async () => {
    const { status, data } = await send(server, {
      ...invoiceInput({
        services: [
          { service: 'seo-analysis', plan: 'Premium Plan', discount: 0, price: 1, priceCents: 1 },
        ],
      }),
      subtotalCents: 100,
      totalCents: 100,
      htmlContent: '<script>alert(1)</script><p>Pay to account 123</p>',
    });
    expect(status).toBe(200);
    if (!data.ok) throw new Error('expected success');
    expect(data.totalCents).toBe(149900);
    const row = await invoiceRow(numberOf(data.number));
    expect(row!.total_cents).toBe(149900);
    expect(JSON.parse(row!.lines)).toEqual([
      expect.objectContaining({
        service: 'seo-analysis',
        plan: 'Premium Plan',
        priceCents: 149900,
      }),
    ]);
    const emails = await queryDb<OutboxRow>(
      server,
      'select * from outbox_emails where submission_id = ?',
      [row!.id],
    );
    expect(emails).toHaveLength(1);
    for (const email of emails) {
      expect(email.html_body).not.toContain('<script');
      expect(email.html_body).not.toContain('Pay to account');
    }
  });

  it('escapes what the visitor typed in the emailed HTML', async () => {
    const { data } = await send(
      server,
      invoiceInput({ clientCompany: '<img src=x onerror=alert(1)> Ltd' }),
    );
    if (!data.ok) throw new Error('expected success');
    const row = await invoiceRow(numberOf(data.number));
    const [email] = await queryDb<OutboxRow>(
      server,
      'select * from outbox_emails where submission_id = ?',
      [row!.id],
    );
    expect(email!.html_body).not.toContain('<img src=x');
    expect(email!.html_body).toContain('&lt;img src=x onerror=alert(1)&gt; Ltd');
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const before = await queryDb<{ n: number }>(server, 'select count(*) as n from invoices');
    const { status, data } = await send(server, {
      issuedDate: addDays(latestToday(), 1),
      representativeEmail: '',
      clientName: 'Al',
      clientEmail: 'dana@',
      services: [
        { service: '', plan: '', discount: 0 },
        { service: 'seo-analysis', plan: '', discount: 0 },
        { service: 'software-solutions', plan: 'Basic Plan', discount: -1 },
        { service: 'software-solutions', plan: 'Basic Plan', discount: 101 },
      ],
    });
    expect(status).toBe(400);
    // The heading says what to do; 'Failed to send email.' is kept for failures that are ours.
    expect(data).toMatchObject({
      ok: false,
      message: 'Please correct the highlighted fields',
    });
    if (data.ok) throw new Error('expected failure');
    expect(data.errors).toEqual({
      issuedDate: 'Issued date cannot be in the future',
      representativeEmail: 'Email is required',
      clientName: 'Minimum 3 characters required',
      clientEmail: 'Enter a valid email address',
      'services.0.service': 'Select a service',
      'services.1.plan': 'Select any plan',
      'services.2.discount': "Discount can't be less than 0%",
      'services.3.discount': "Discount can't exceed 100%",
    });
    // The answer echoes what was sent (priced from the catalogue) to refill a page without JS.
    expect(data.values?.clientName).toBe('Al');
    expect(data.values?.services[2]).toEqual({
      service: 'software-solutions',
      plan: 'Basic Plan',
      price: 169700,
      discount: '-1',
    });
    const missing = await send(server, { services: [] });
    expect(missing.status).toBe(400);
    if (missing.data.ok) throw new Error('expected failure');
    expect(missing.data.errors).toMatchObject({
      issuedDate: 'Issued date is required',
      clientEmail: 'Email is required',
      services: 'Add at least one service',
    });
    const after = await queryDb<{ n: number }>(server, 'select count(*) as n from invoices');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it('uses a free typed number and rejects one already used', async () => {
    const number = 5_000_000 + Math.floor(Math.random() * 1_000_000);
    const first = await send(
      server,
      invoiceInput({ invoiceNumber: number, dueDate: '2030-01-31' }),
    );
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true, number: `ECS-${number}` });
    expect((await invoiceRow(number))!.due_date).toBe('2030-01-31');

    const second = await send(server, invoiceInput({ invoiceNumber: String(number) }));
    expect(second.status).toBe(409);
    expect(second.data).toMatchObject({
      ok: false,
      message: 'Please correct the highlighted fields',
      errors: { invoiceNumber: 'This invoice number is already used' },
    });
    const rows = await queryDb(server, 'select id from invoices where number = ?', [number]);
    expect(rows).toHaveLength(1);

    // Automatic numbering goes on from its counter, which passes a typed number only on reaching it.
    const next = await send(server, invoiceInput());
    expect(next.data.ok && numberOf(next.data.number)).toBeLessThan(number);
  });

  it('still reads the same fields as one JSON object, as scripts post them', async () => {
    const { status, data } = await send(
      server,
      {
        issuedDate: today,
        representativeEmail: 'marcus@ecsdigital.example',
        clientName: 'Priya Raman',
        clientEmail: 'priya@lakeside.example',
        services: [{ service: 'seo-analysis', plan: 'Standard Plan', price: 1, discount: 50 }],
      },
      { asJson: true },
    );
    expect(status).toBe(200);
    if (!data.ok) throw new Error('expected success');
    // 997 - 50 % (498.5 -> 499) = 498
    expect(data.totalCents).toBe(49800);
  });

  it('answers a browser without JavaScript with the page and its outcome', async () => {
    const fields = {
      issuedDate: today,
      representativeEmail: 'marcus@ecsdigital.example',
      clientName: 'Priya Raman',
      clientEmail: 'priya@lakeside.example',
      'services.0.service': 'seo-analysis',
      'services.0.plan': 'Basic Plan',
    };
    const sent = await postForm(server, '/invoice', fields);
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Email sent successfully!');
    expect(sent.text).toMatch(/Invoice (<!-- -->)?ECS-\d{4,}/);

    const refused = await postForm(server, '/invoice', { ...fields, 'services.0.service': '' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Please correct the highlighted fields');
    expect(refused.text).toContain('<li>Select a service</li>');
    // The page comes back filled in with what was typed.
    expect(refused.text).toContain('value="Priya Raman"');
    expect(refused.text).toContain('value="priya@lakeside.example"');

    // Refilled, a service chosen without JavaScript unlocks its plans for the next post.
    const noPlan = await postForm(server, '/invoice', { ...fields, 'services.0.plan': '' });
    expect(noPlan.status).toBe(400);
    expect(noPlan.text).toContain('<li>Select any plan</li>');
    expect(noPlan.text).toMatch(/<option value="seo-analysis" selected="">/);
    expect(noPlan.text).toContain('<option value="Premium Plan">Premium Plan</option>');
  });

  it('adds and removes lines without JavaScript, storing nothing', async () => {
    const fields = {
      issuedDate: today,
      clientName: 'Priya Raman',
      'services.0.service': 'seo-analysis',
      'services.0.plan': 'Basic Plan',
      'services.0.discount': '5',
    };
    const before = await queryDb<{ n: number }>(server, 'select count(*) as n from invoices');
    const added = await postForm(server, '/invoice', { ...fields, intent: 'add-line' });
    expect(added.status).toBe(200);
    // React separates text parts with an empty comment: "Service <!-- -->2".
    const line = (n: number) => new RegExp(`Service (<!-- -->)?${n}<`);
    expect(added.text).toMatch(line(2));
    expect(added.text).not.toMatch(line(3));
    expect(added.text).not.toContain('Please correct the highlighted fields');
    // What was typed stays, the new line is empty.
    expect(added.text).toContain('value="Priya Raman"');
    expect(added.text).toMatch(/<option value="seo-analysis" selected="">/);
    expect(added.text).toContain('name="services.1.service"');

    const removed = await postForm(server, '/invoice', {
      ...fields,
      'services.1.service': 'software-solutions',
      'services.1.plan': 'Standard Plan',
      intent: 'remove-line-0',
    });
    expect(removed.status).toBe(200);
    expect(removed.text).not.toMatch(line(2));
    expect(removed.text).toMatch(/<option value="software-solutions" selected="">/);
    expect(removed.text).not.toMatch(/<option value="seo-analysis" selected="">/);

    const after = await queryDb<{ n: number }>(server, 'select count(*) as n from invoices');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it('gives concurrent sends distinct consecutive numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(server, invoiceInput())),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = answers.map((a) => (a.data.ok ? numberOf(a.data.number) : 0));
    expect(new Set(numbers).size).toBe(5);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted[4]! - sorted[0]!).toBe(4);
  });
});

describe('invoice rate limit', () => {
  it('answers 429 past the per-address limit, before storing anything', async () => {
    const server = await startServer({ env: { FORM_RATE_LIMIT: '2' } });
    try {
      expect((await send(server, invoiceInput())).status).toBe(200);
      expect((await send(server, invoiceInput())).status).toBe(200);
      const third = await send(server, invoiceInput());
      expect(third.status).toBe(429);
      expect(third.data).toMatchObject({ ok: false, message: expect.stringMatching(/Too many/) });
      const rows = await queryDb(server, 'select id from invoices');
      expect(rows).toHaveLength(2);
    } finally {
      await server.dispose();
    }
  });
});
