import { describe, expect, it } from 'vitest';
import { addDays, latestToday } from '~/domain/calendar';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { backends, startServer } from '~/tests/support/server';
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

describe.each(backends)('invoice action on %s', (backend) => {
  const app = useServer(backend, invoiceServerOptions);

  const invoiceRow = invoiceRows(() => app.server);

  it('gives a filled honeypot a success and stores nothing', async () => {
    const before = await queryDb<{ n: number }>(app.server, 'select count(*) as n from invoices');
    const { status, data } = await send(
      app.server,
      invoiceInput({ website: 'https://spam.example' }),
    );
    expect(status).toBe(200);
    expect(data.ok).toBe(true);
    const after = await queryDb<{ n: number }>(app.server, 'select count(*) as n from invoices');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it('prices from the catalogue and ignores prices and HTML sent by the browser', async () => {
    const { status, data } = await send(app.server, {
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
      app.server,
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
      app.server,
      invoiceInput({ clientCompany: '<img src=x onerror=alert(1)> Ltd' }),
    );
    if (!data.ok) throw new Error('expected success');
    const row = await invoiceRow(numberOf(data.number));
    const [email] = await queryDb<OutboxRow>(
      app.server,
      'select * from outbox_emails where submission_id = ?',
      [row!.id],
    );
    expect(email!.html_body).not.toContain('<img src=x');
    expect(email!.html_body).toContain('&lt;img src=x onerror=alert(1)&gt; Ltd');
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const before = await queryDb<{ n: number }>(app.server, 'select count(*) as n from invoices');
    const { status, data } = await send(app.server, {
      issuedDate: addDays(latestToday(new Date()), 1),
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
    const missing = await send(app.server, { services: [] });
    expect(missing.status).toBe(400);
    if (missing.data.ok) throw new Error('expected failure');
    expect(missing.data.errors).toMatchObject({
      issuedDate: 'Issued date is required',
      clientEmail: 'Email is required',
      services: 'Add at least one service',
    });
    const after = await queryDb<{ n: number }>(app.server, 'select count(*) as n from invoices');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it('still reads the same fields as one JSON object, as scripts post them', async () => {
    const { status, data } = await send(
      app.server,
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
    const sent = await postForm(app.server, '/invoice', fields);
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Email sent successfully!');
    expect(sent.text).toMatch(/Invoice (<!-- -->)?ECS-\d{4,}/);

    const refused = await postForm(app.server, '/invoice', { ...fields, 'services.0.service': '' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Please correct the highlighted fields');
    expect(refused.text).toContain('<li>Select a service</li>');
    // The page comes back filled in with what was typed.
    expect(refused.text).toContain('value="Priya Raman"');
    expect(refused.text).toContain('value="priya@lakeside.example"');

    // Refilled, a service chosen without JavaScript unlocks its plans for the next post.
    const noPlan = await postForm(app.server, '/invoice', { ...fields, 'services.0.plan': '' });
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
    const before = await queryDb<{ n: number }>(app.server, 'select count(*) as n from invoices');
    const added = await postForm(app.server, '/invoice?edit=lines', {
      ...fields,
      intent: 'add-line',
    });
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

    const removed = await postForm(app.server, '/invoice?edit=lines', {
      ...fields,
      'services.1.service': 'software-solutions',
      'services.1.plan': 'Standard Plan',
      intent: 'remove-line-0',
    });
    expect(removed.status).toBe(200);
    expect(removed.text).not.toMatch(line(2));
    expect(removed.text).toMatch(/<option value="software-solutions" selected="">/);
    expect(removed.text).not.toMatch(/<option value="seo-analysis" selected="">/);

    // A page served before edits had their own address posts its buttons to the form itself.
    const older = await postForm(app.server, '/invoice', { ...fields, intent: 'add-line' });
    expect(older.status).toBe(200);
    expect(older.text).toMatch(line(2));

    // An edit never stores, even a complete invoice sent there without a line button.
    const complete = invoiceInput();
    const notAnEdit = await postForm(app.server, '/invoice?edit', {
      issuedDate: complete.issuedDate,
      clientName: complete.clientName,
      clientEmail: complete.clientEmail,
      'services.0.service': 'seo-analysis',
      'services.0.plan': 'Basic Plan',
    });
    expect(notAnEdit.status).toBe(400);
    expect(notAnEdit.text).toContain('This address only adds and removes invoice lines.');

    const after = await queryDb<{ n: number }>(app.server, 'select count(*) as n from invoices');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });
});

describe('invoice rate limit', () => {
  it('counts line edits apart from submissions, on ten times their limit', async () => {
    const server = await startServer({ env: { FORM_RATE_LIMIT: '2' } });
    try {
      const fields = {
        issuedDate: today,
        'services.0.service': 'seo-analysis',
        'services.0.plan': 'Basic Plan',
      };
      // A visitor without JavaScript building a long invoice: twenty edits, then the invoice.
      for (let edit = 0; edit < 20; edit += 1) {
        const answer = await postForm(server, '/invoice?edit=lines', {
          ...fields,
          intent: 'add-line',
        });
        expect(answer.status).toBe(200);
      }
      expect((await send(server, invoiceInput())).status).toBe(200);
      const tooMany = await postForm(server, '/invoice?edit=lines', {
        ...fields,
        intent: 'add-line',
      });
      expect(tooMany.status).toBe(429);
      expect(tooMany.text).toMatch(/Too many submissions/);
      // `?edit` means nothing to a form without edits: a contact post there is a submission.
      const contact = { name: 'A', email: 'not-an-email', message: 'x' };
      expect((await postForm(server, '/contact?edit', contact)).status).toBe(400);
      expect((await postForm(server, '/contact?edit', contact)).status).toBe(400);
      expect((await postForm(server, '/contact?edit', contact)).status).toBe(429);
    } finally {
      await server.dispose();
    }
  });

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
