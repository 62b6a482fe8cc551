import { describe, expect, it } from 'vitest';
import { api, createService, login, unique } from '~/tests/support/api';
import { execDb, queryDb } from '~/tests/support/db';
import { ADMIN, backends } from '~/tests/support/server';
import { orderJourney, journeyServerOptions } from '~/tests/support/order-journey';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('the order journey on %s', (backend) => {
  const app = useServer(backend, {
    ...journeyServerOptions,
    staff: {
      staff: { firstName: 'Marcus', lastName: 'Hale' },
      otherStaff: { firstName: 'Rosa', lastName: 'Diaz' },
    },
  });

  const { placeOrder, get, pageText, orderFile, signFor, invoiceOrder } = orderJourney(app);

  /** A service of its own with a monthly and a one-off plan, so prices can change freely. */
  async function ownService() {
    const admin = await login(app.server, ADMIN.email, ADMIN.password);
    const title = `Journey ${unique('s')}`;
    const service = await createService(app.server, admin, {
      title,
      description: 'A service whose prices change.',
      longDescription: '<p>Prices change.</p>',
    });
    const inputs = [
      {
        title: 'Basic Plan',
        description: 'Monthly care.',
        priceCents: 49_900,
        prevPriceCents: 0,
        billing: 'monthly',
        features: [],
      },
      {
        title: 'Premium Plan',
        description: 'Built once.',
        priceCents: 169_750,
        prevPriceCents: 0,
        billing: 'one-off',
        features: [],
      },
    ];
    const saved = await api(app.server, 'PUT', `/api/services/${service._id}/plans`, {
      token: admin,
      body: { plans: inputs },
    });
    expect(saved.status).toBe(200);
    const plans = saved.body.plans as { id: number; priceCents: number }[];
    const raisePrices = async () => {
      const raised = await api(app.server, 'PUT', `/api/services/${service._id}/plans`, {
        token: admin,
        body: {
          plans: plans.map((plan, index) => ({
            ...inputs[index]!,
            id: plan.id,
            priceCents: Math.round(plan.priceCents * 1.1),
          })),
        },
      });
      expect(raised.status).toBe(200);
    };
    const remove = async () =>
      expect(
        (await api(app.server, 'DELETE', `/api/services/${service._id}`, { token: admin })).status,
      ).toBe(200);
    return {
      title,
      slug: service.url,
      planIds: plans.map((plan) => String(plan.id)),
      raisePrices,
      remove,
    };
  }

  it('invoices an order at its sold prices, ties the invoice and moves the timeline to paid', async () => {
    const service = await ownService();
    const placed = await placeOrder(service.planIds);
    await signFor(placed);
    // A price change after the sale does not reach the order's invoice.
    await service.raisePrices();
    const { draft, receipt, row } = await invoiceOrder(placed.reference);
    expect(draft).toMatchObject({
      clientName: placed.name,
      clientEmail: placed.email,
      representativeName: 'Marcus Hale',
    });
    expect(draft.services).toEqual([
      { service: service.slug, plan: 'Basic Plan', price: 49_900, discount: 0 },
      { service: service.slug, plan: 'Premium Plan', price: 169_750, discount: 0 },
    ]);
    // Invoice prices are whole dollars: $1,697.50 is billed as $1,698.
    expect(row.total_cents).toBe(219_700);
    expect(receipt.delivery).toBe('sent');
    const [order] = await queryDb<{ id: string }>(
      app.server,
      'select id from orders where order_number = ?',
      [placed.reference],
    );
    expect(row.order_id).toBe(order!.id);

    let page = await pageText(placed.orderPage);
    expect(page).toContain(`Invoice ${receipt.number}`);
    expect(page).toContain(`Pay invoice ${receipt.number}`);
    expect(page).toContain('$2,196.50');

    // Two staff mark it paid at once: one succeeds, the other is told it already is.
    const [first, second] = await Promise.all([
      api(app.server, 'PATCH', `/api/invoices/${row.id}`, {
        token: app.staff.token,
        body: { status: 'paid' },
      }),
      api(app.server, 'PATCH', `/api/invoices/${row.id}`, {
        token: app.otherStaff.token,
        body: { status: 'paid' },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const file = await orderFile(placed.reference);
    expect(file.journey.stage).toBe('paid');
    expect(file.events.filter((e) => e.action === 'invoice-paid')).toHaveLength(1);
    expect(file.events.map((e) => e.action)).toEqual([
      'placed',
      'agreement-signed',
      'invoice-created',
      'invoice-sent',
      'invoice-paid',
    ]);
    expect(file.events.find((e) => e.action === 'invoice-sent')!.actorName).toBe('Marcus Hale');
    page = await pageText(placed.orderPage);
    expect(page).toContain('Paid in full');

    // The ties survive a restart: a new process, the same database.
    const before = app.server.process.pid;
    await app.server.restart();
    expect(app.server.process.pid).not.toBe(before);
    expect((await orderFile(placed.reference)).invoices.map((i) => i.number)).toEqual([
      receipt.number,
    ]);
  });

  it('keeps an order whole when its service is deleted, and the invoice when the order is removed', async () => {
    const service = await ownService();
    const placed = await placeOrder(service.planIds);
    const { row } = await invoiceOrder(placed.reference);
    await service.remove();
    const page = await pageText(placed.orderPage);
    expect(page).toContain(service.title);
    expect(page).toContain('$2,196.50');
    expect((await orderFile(placed.reference)).invoices).toHaveLength(1);

    // An operator removing the order leaves its invoice, untied, and takes its audit trail.
    const [order] = await queryDb<{ id: string }>(
      app.server,
      'select id from orders where order_number = ?',
      [placed.reference],
    );
    await execDb(app.server, 'delete from orders where id = ?', [order!.id]);
    const [invoice] = await queryDb<{ order_id: string | null }>(
      app.server,
      'select order_id from invoices where id = ?',
      [row.id],
    );
    expect(invoice!.order_id).toBeNull();
    const [events] = await queryDb<{ n: number }>(
      app.server,
      'select count(*) as n from order_events where order_id = ?',
      [order!.id],
    );
    expect(Number(events!.n)).toBe(0);
    expect((await get(placed.orderPage)).status).toBe(404);
  });

  it('lets staff cancel once, with a reason the client reads, and refuses to sign or invoice it', async () => {
    const placed = await placeOrder();
    // Invoiced by staff, so sent to the client: the cancellation voids it.
    const { row: invoice } = await invoiceOrder(placed.reference);
    expect(
      (
        await api(app.server, 'POST', `/api/orders/${placed.reference}/cancel`, {
          token: app.staff.token,
          body: {},
        })
      ).status,
    ).toBe(400);
    const [first, second] = await Promise.all([
      api(app.server, 'POST', `/api/orders/${placed.reference}/cancel`, {
        token: app.staff.token,
        body: { reason: 'The client asked to stop.' },
      }),
      api(app.server, 'POST', `/api/orders/${placed.reference}/cancel`, {
        token: app.otherStaff.token,
        body: { reason: 'Duplicate order.' },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const file = await orderFile(placed.reference);
    expect(file.journey.stage).toBe('cancelled');
    expect(file.events.filter((e) => e.action === 'cancelled')).toHaveLength(1);
    expect(file.invoices.map((i) => i.status)).toEqual(['void']);
    expect(file.events.map((e) => e.action).slice(-2)).toEqual(['cancelled', 'invoice-void']);
    const [stored] = await queryDb<{ status: string; voided_at: string | null }>(
      app.server,
      'select status, voided_at from invoices where id = ?',
      [invoice.id],
    );
    expect(stored).toMatchObject({ status: 'void', voided_at: expect.any(String) });
    const page = await pageText(placed.orderPage);
    expect(page).toContain('This order was cancelled');
    expect(page).toContain(file.cancelReason!);
    expect(page).not.toContain('Sign the agreement</a>');

    const { status, result } = await signFor(placed);
    expect(status).toBe(400);
    expect(JSON.stringify(result)).toContain('was cancelled');
    expect(
      (
        await api(app.server, 'GET', `/api/orders/${placed.reference}/invoice-draft`, {
          token: app.staff.token,
        })
      ).status,
    ).toBe(409);
  });
});
