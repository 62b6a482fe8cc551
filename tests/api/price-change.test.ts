import { describe, expect, it } from 'vitest';
import { invoiceInput } from '~/domain/builders';
import type { PlanInput, PlanView } from '~/domain/plan';
import { api, createService, unique } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { postForm } from '~/tests/support/forms';
import { postAction } from '~/tests/support/route-action';
import type { InvoiceSubmissionResult } from '~/domain/invoice-form';
import type { OrderInvoiceDraft } from '~/domain/order-journey';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

const INBOX = 'inbox@test.ecs';

/**
 * An order keeps the prices and billing it was sold at (docs/decisions/049-money-model.md): a price
 * change on its plans changes neither what the inbox shows of it nor its stored emails, nor its
 * invoice, the invoice's emails and PDF, or the client's order page, while the next order is priced
 * at the new price.
 */
describe.each(backends)('a price change and existing orders on %s', (backend) => {
  const app = useServer(backend, {
    mail: true,
    companyInbox: INBOX,
    env: { FORM_RATE_LIMIT: '1000' },
    staff: { staff: {} },
  });

  const placeOrder = async (planIds: number[]) => {
    const name = `Price Buyer ${unique('b')}`;
    const email = `${unique('buyer')}@northwind.example`;
    const answer = await postForm(
      app.server,
      '/checkout',
      { name, email, planIds: planIds.map(String) },
      { data: true },
    );
    expect(answer.status).toBe(200);
    const orderNumber = /ECS-ORD-\d{4}-\d{6}/.exec(answer.text)![0];
    // The confirmation and the company's copy.
    await app.sink.waitFor((m) => m.subject.includes(orderNumber), 2);
    const [row] = await queryDb<{ id: string }>(
      app.server,
      'select id from orders where order_number = ?',
      [orderNumber],
    );
    return row!.id;
  };

  /** The order as the inbox API answers it, in its list and on its own, and its stored emails. */
  const snapshot = async (orderId: string) => {
    const list = await api(app.server, 'GET', '/api/inbox/orders?limit=100', {
      token: app.staff.token,
    });
    const summary = (list.body.items as { _id: string }[]).find((item) => item._id === orderId);
    const detail = await api(app.server, 'GET', `/api/inbox/orders/${orderId}`, {
      token: app.staff.token,
    });
    const emails = await queryDb(
      app.server,
      `select kind, to_addresses, reply_to, subject, text_body, html_body from outbox_emails
        where submission_id = ? order by kind`,
      [orderId],
    );
    expect(summary).toBeDefined();
    expect(emails).toHaveLength(2);
    return {
      summary: JSON.stringify(summary),
      item: JSON.stringify(detail.body.item),
      emails: emails.map((email) => JSON.stringify(email)),
    };
  };

  it('leaves every existing order as it was and prices new orders at the new price', async () => {
    const { _id: serviceId } = await createService(app.server, app.adminToken, {
      title: `Price Check ${unique('s')}`,
      description: 'A service whose prices change.',
      longDescription: '<p>Prices change.</p>',
    });
    const inputs: PlanInput[] = [
      {
        title: 'Monthly Care',
        description: 'Looked after every month.',
        priceCents: 49_900,
        prevPriceCents: 0,
        billing: 'monthly',
        features: [],
      },
      {
        title: 'Launch',
        description: 'Built once.',
        priceCents: 169_750,
        prevPriceCents: 0,
        billing: 'one-off',
        features: [],
      },
    ];
    const saved = await api(app.server, 'PUT', `/api/services/${serviceId}/plans`, {
      token: app.adminToken,
      body: { plans: inputs },
    });
    expect(saved.status).toBe(200);
    const plans = saved.body.plans as PlanView[];
    const ids = plans.map((plan) => plan.id);

    const orders = [
      await placeOrder(ids),
      await placeOrder([ids[0]!]),
      await placeOrder([ids[1]!]),
    ];
    const before = await Promise.all(orders.map(snapshot));
    expect(before[0]!.item).toContain('"priceCents":49900');
    expect(before[0]!.emails.join()).toContain('$499.00 (per month)');
    expect(before[0]!.emails.join()).toContain('$1,697.50 (per project)');

    // 10% more on both plans, same ids.
    const raised = await api(app.server, 'PUT', `/api/services/${serviceId}/plans`, {
      token: app.adminToken,
      body: {
        plans: plans.map((plan, index) => ({
          ...inputs[index]!,
          id: plan.id,
          priceCents: Math.round(plan.priceCents * 1.1),
        })),
      },
    });
    expect((raised.body.plans as PlanView[]).map((plan) => plan.priceCents)).toEqual([
      54_890, 186_725,
    ]);

    const after = await Promise.all(orders.map(snapshot));
    expect(after).toEqual(before);

    const fresh = await snapshot(await placeOrder(ids));
    const item = JSON.parse(fresh.item) as {
      items: { priceCents: number; billing: string }[];
      totalCents: number;
      totals: string;
    };
    expect(item.items.map((line) => [line.priceCents, line.billing])).toEqual([
      [54_890, 'monthly'],
      [186_725, 'one-off'],
    ]);
    expect(item.totalCents).toBe(241_615);
    expect(item.totals).toBe(
      'One-off: $1,867.25\nMonthly: $548.90 per month\nTotal: $2,416.15 (first invoice)',
    );
    expect(fresh.emails.join()).toContain('$548.90 (per month)');
  });

  it("leaves an order's invoice, its emails and PDF, and the order page byte for byte as they were", async () => {
    const { _id: serviceId } = await createService(app.server, app.adminToken, {
      title: `Invoice Price Check ${unique('s')}`,
      description: 'A service whose prices change after an invoice.',
      longDescription: '<p>Prices change.</p>',
    });
    const inputs: PlanInput[] = [
      {
        title: 'Basic Plan',
        description: 'Monthly care.',
        priceCents: 49_900,
        prevPriceCents: 0,
        billing: 'monthly',
        features: [],
      },
    ];
    const saved = await api(app.server, 'PUT', `/api/services/${serviceId}/plans`, {
      token: app.adminToken,
      body: { plans: inputs },
    });
    const [plan] = saved.body.plans as PlanView[];
    const answer = await postForm(
      app.server,
      '/checkout',
      {
        name: 'Invoice Buyer',
        email: `${unique('buyer')}@northwind.example`,
        planIds: [String(plan!.id)],
      },
      { data: true },
    );
    const orderNumber = /ECS-ORD-\d{4}-\d{6}/.exec(answer.text)![0];
    const orderPage = /\/orders\/[A-Za-z0-9_-]{32}/.exec(answer.text)![0];
    const draft = (
      await api(app.server, 'GET', `/api/orders/${orderNumber}/invoice-draft`, {
        token: app.staff.token,
      })
    ).body.draft as unknown as OrderInvoiceDraft;
    const { data } = await postAction<InvoiceSubmissionResult>(app.server, '/invoice', {
      ...invoiceInput({
        issuedDate: new Date().toISOString().slice(0, 10),
        clientName: draft.clientName,
        clientCompany: 'Northwind',
        address: 'Houston, TX',
        clientEmail: draft.clientEmail,
        services: draft.services,
      }),
      staffToken: app.staff.token,
      orderNumber,
    });
    if (!data.ok) throw new Error(JSON.stringify(data));
    const [invoice] = await queryDb<{ id: string }>(
      app.server,
      'select id from invoices where number = ?',
      [Number(data.number.replace('ECS-', ''))],
    );
    const invoiceId = invoice!.id;

    const invoiceSnapshot = async () => {
      const detail = await api(app.server, 'GET', `/api/inbox/invoices/${invoiceId}`, {
        token: app.staff.token,
      });
      const emails = await queryDb<Record<string, unknown>>(
        app.server,
        `select e.subject, e.text_body, e.html_body, a.filename, a.content from outbox_emails e
          left join outbox_attachments a on a.email_id = e.id
          where e.submission_id = ? order by e.subject, a.position`,
        [invoiceId],
      );
      const pdf = await fetch(`${app.server.url}${data.pdf}`);
      const page = await (await fetch(`${app.server.url}${orderPage}`)).text();
      return {
        item: JSON.stringify(detail.body.item),
        emails: emails.map((email) =>
          JSON.stringify({
            ...email,
            content: Buffer.from(email.content as Uint8Array).toString('base64'),
          }),
        ),
        pdf: Buffer.from(await pdf.arrayBuffer()).toString('base64'),
        etag: pdf.headers.get('etag'),
        // The page as the client reads it; only the per-response script nonce differs.
        page: page.replace(/nonce="[^"]*"/g, ''),
      };
    };
    const before = await invoiceSnapshot();
    expect(before.emails.length).toBeGreaterThan(0);
    expect(before.page).toContain('$499.00');

    const raised = await api(app.server, 'PUT', `/api/services/${serviceId}/plans`, {
      token: app.adminToken,
      body: { plans: [{ ...inputs[0]!, id: plan!.id, priceCents: 54_890 }] },
    });
    expect(raised.status).toBe(200);
    expect(await invoiceSnapshot()).toEqual(before);
  });
});
