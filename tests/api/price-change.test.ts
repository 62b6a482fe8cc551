import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanInput, PlanView } from '~/domain/plan';
import { api, createStaff, login, unique } from '../support/api';
import { queryDb } from '../support/db';
import { postForm } from '../support/forms';
import { ADMIN, backends, startServer, type TestServer } from '../support/server';
import { startSmtpSink, type SmtpSink } from '../support/smtp';

const INBOX = 'inbox@test.ecs';

/**
 * An order keeps the prices and billing it was sold at (docs/decisions/049-money-model.md): a price
 * change on its plans changes neither what the inbox shows of it nor its stored emails, while the
 * next order is priced at the new price.
 */
describe.each(backends)('a price change and existing orders on %s', (backend) => {
  let server: TestServer;
  let sink: SmtpSink;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServer({
      backend,
      smtpUrl: sink.url,
      companyInbox: INBOX,
      env: { FORM_RATE_LIMIT: '1000' },
    });
    admin = await login(server, ADMIN.email, ADMIN.password);
    staff = (await createStaff(server, admin)).token;
  });
  afterAll(async () => {
    await server?.dispose();
    await sink?.stop();
  });

  const placeOrder = async (planIds: number[]) => {
    const name = `Price Buyer ${unique('b')}`;
    const email = `${unique('buyer')}@northwind.example`;
    const answer = await postForm(
      server,
      '/checkout',
      { name, email, planIds: planIds.map(String) },
      { data: true },
    );
    expect(answer.status).toBe(200);
    const orderNumber = /ECS-ORD-\d{4}-\d{6}/.exec(answer.text)![0];
    // The confirmation and the company's copy.
    await sink.waitFor((m) => m.subject.includes(orderNumber), 2);
    const [row] = await queryDb<{ id: string }>(
      server,
      'select id from orders where order_number = ?',
      [orderNumber],
    );
    return row!.id;
  };

  /** The order as the inbox API answers it, in its list and on its own, and its stored emails. */
  const snapshot = async (orderId: string) => {
    const list = await api(server, 'GET', '/api/inbox/orders?limit=100', { token: staff });
    const summary = (list.body.items as { _id: string }[]).find((item) => item._id === orderId);
    const detail = await api(server, 'GET', `/api/inbox/orders/${orderId}`, { token: staff });
    const emails = await queryDb(
      server,
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
    const { body } = await api(server, 'POST', '/api/services', {
      token: admin,
      body: {
        title: `Price Check ${unique('s')}`,
        description: 'A service whose prices change.',
        longDescription: '<p>Prices change.</p>',
        bgImageUrl: '/images/services/software-solutions.svg',
        thumbnailImageUrl: '/images/services/software-solutions-detail-1.svg',
      },
    });
    const serviceId = (body.service as { _id: string })._id;
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
    const saved = await api(server, 'PUT', `/api/services/${serviceId}/plans`, {
      token: admin,
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
    const raised = await api(server, 'PUT', `/api/services/${serviceId}/plans`, {
      token: admin,
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
});
