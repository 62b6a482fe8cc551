import { describe, expect, it } from 'vitest';
import { latestToday } from '~/domain/calendar';
import { invoiceFormSchema } from '~/domain/invoice-form';
import { cancelOrder } from '~/server/orders/order-store';
import { listOrderEvents } from '~/server/orders/order-events';
import { manualClock } from '~/tests/support/clock';
import { catalogue, valid } from '~/tests/support/invoice-fixtures';
import { useScratchDatabase } from '~/tests/support/scratch-database';
import { recordInvoiceView, sendInvoice, settleInvoice } from './invoice-lifecycle-store';
import { createInvoice, findInvoice, OrderNotInvoiceable } from './invoice-store';

const HOUR = 3_600_000;
const staff = { id: '0123456789abcdef01234567', name: 'Marcus Hale' };

describe('an invoice on the clock', () => {
  const db = useScratchDatabase();

  /** An order placed at `now`, with nothing on it yet. */
  async function placeOrder(now: Date, orderId = '0123456789abcdef0123abcd') {
    await db()
      .insertInto('orders')
      .values({
        id: orderId,
        order_number: 'ECS-ORD-2026-000001',
        name: 'Dana Whitfield',
        email: 'dana@northwind.example',
        items: '[]',
        total_cents: 0,
        currency: 'USD',
        ip: null,
        user_agent: null,
        created_at: now.toISOString(),
        token: 'o'.repeat(32),
        cancelled_at: null,
        cancel_reason: null,
      })
      .execute();
    return orderId;
  }

  it("takes its issue date's limit, its times and its order's trail from the clock", async () => {
    const clock = manualClock('2026-03-02T10:00:00.000Z');
    // "Not in the future" is the latest date on Earth by the clock: 3 March, not 4.
    const schema = invoiceFormSchema({ today: latestToday(clock.now()), catalogue });
    expect(schema.safeParse({ ...valid, issuedDate: '2026-03-04' }).success).toBe(false);
    const input = schema.parse({ ...valid, issuedDate: '2026-03-02' });

    const orderId = await placeOrder(clock.now());

    clock.advance(HOUR);
    const stored = await createInvoice(db(), input, {
      catalogue,
      status: 'draft',
      emails: async () => [],
      now: clock.now(),
      order: { id: orderId, number: 'ECS-ORD-2026-000001', actor: staff },
    });
    const draft = (await findInvoice(db(), stored.id))!;
    expect(draft).toMatchObject({
      issuedDate: '2026-03-02',
      // No due date given: a week after the issue date.
      dueDate: '2026-03-09',
      createdAt: '2026-03-02T11:00:00.000Z',
      status: 'draft',
    });

    clock.advance(HOUR);
    await sendInvoice(db(), draft, [], staff, clock.now());
    clock.advance(HOUR);
    expect(await recordInvoiceView(db(), stored.id, clock.now())).toBe(true);
    clock.advance(2 * 24 * HOUR);
    const paid = await settleInvoice(
      db(),
      (await findInvoice(db(), stored.id))!,
      'paid',
      staff,
      clock.now(),
    );
    expect(paid).toMatchObject({
      status: 'paid',
      sentAt: '2026-03-02T12:00:00.000Z',
      viewedAt: '2026-03-02T13:00:00.000Z',
      paidAt: '2026-03-04T13:00:00.000Z',
    });

    clock.advance(HOUR);
    expect(await cancelOrder(db(), orderId, 'Client went elsewhere', staff, clock.now())).toBe(
      true,
    );
    const trail = await listOrderEvents(db(), orderId);
    expect(trail.map((event) => [event.action, event.at])).toEqual([
      ['invoice-created', '2026-03-02T11:00:00.000Z'],
      ['invoice-sent', '2026-03-02T12:00:00.000Z'],
      ['invoice-paid', '2026-03-04T13:00:00.000Z'],
      ['cancelled', '2026-03-04T14:00:00.000Z'],
    ]);
    const order = await db().selectFrom('orders').select('cancelled_at').executeTakeFirstOrThrow();
    expect(order.cancelled_at).toBe('2026-03-04T14:00:00.000Z');
  });

  it('voids the unpaid invoices of an order it cancels, and leaves a paid one paid', async () => {
    const clock = manualClock('2026-03-02T10:00:00.000Z');
    const input = invoiceFormSchema({ today: latestToday(clock.now()), catalogue }).parse({
      ...valid,
      issuedDate: '2026-03-02',
    });
    const orderId = await placeOrder(clock.now(), '0123456789abcdef0123abce');
    const invoice = async (status: 'draft' | 'sent') => {
      clock.advance(HOUR);
      const stored = await createInvoice(db(), input, {
        catalogue,
        status,
        emails: async () => [],
        now: clock.now(),
        order: { id: orderId, number: 'ECS-ORD-2026-000001', actor: staff },
      });
      return (await findInvoice(db(), stored.id))!;
    };
    const paid = await invoice('sent');
    await settleInvoice(db(), paid, 'paid', staff, clock.now());
    const sent = await invoice('sent');
    const draft = await invoice('draft');

    clock.advance(HOUR);
    expect(await cancelOrder(db(), orderId, 'Client went elsewhere', staff, clock.now())).toBe(
      true,
    );
    const after = async (id: string) => (await findInvoice(db(), id))!;
    expect(await after(paid._id)).toMatchObject({ status: 'paid', voidedAt: null });
    for (const open of [sent, draft])
      expect(await after(open._id)).toMatchObject({
        status: 'void',
        voidedAt: clock.now().toISOString(),
      });
    const trail = await listOrderEvents(db(), orderId);
    expect(trail.slice(-3).map((event) => [event.action, event.detail, event.actorName])).toEqual([
      ['cancelled', 'Client went elsewhere', 'Marcus Hale'],
      ['invoice-void', sent.number, 'Marcus Hale'],
      ['invoice-void', draft.number, 'Marcus Hale'],
    ]);
  });

  it('refuses an invoice whose order is cancelled while its PDF is drawn, and stores nothing', async () => {
    const clock = manualClock('2026-03-02T10:00:00.000Z');
    const input = invoiceFormSchema({ today: latestToday(clock.now()), catalogue }).parse({
      ...valid,
      issuedDate: '2026-03-02',
    });
    const orderId = await placeOrder(clock.now(), '0123456789abcdef0123abcf');
    const stored = createInvoice(db(), input, {
      catalogue,
      status: 'sent',
      // The emails (and their PDF) are made between the caller's check and the insert: staff
      // cancel the order right then.
      emails: async () => {
        expect(await cancelOrder(db(), orderId, 'Duplicate order', staff, clock.now())).toBe(true);
        return [];
      },
      now: clock.now(),
      order: { id: orderId, number: 'ECS-ORD-2026-000001', actor: staff },
    });
    await expect(stored).rejects.toThrow(
      new OrderNotInvoiceable('Order ECS-ORD-2026-000001 is cancelled; it cannot be invoiced'),
    );
    const invoices = await db().selectFrom('invoices').select('id').execute();
    expect(invoices).toEqual([]);
    const trail = await listOrderEvents(db(), orderId);
    expect(trail.map((event) => event.action)).toEqual(['cancelled']);
  });
});
