import { describe, expect, it } from 'vitest';
import { latestToday } from '~/domain/calendar';
import { invoiceFormSchema } from '~/domain/invoice-form';
import { cancelOrder, listOrderEvents } from '~/server/orders/order-store';
import { manualClock } from '~/tests/support/clock';
import { catalogue, valid } from '~/tests/support/invoice-fixtures';
import { useScratchDatabase } from '~/tests/support/scratch-database';
import { recordInvoiceView, sendInvoice, settleInvoice } from './invoice-lifecycle-store';
import { createInvoice, findInvoice } from './invoice-store';

const HOUR = 3_600_000;
const staff = { id: '0123456789abcdef01234567', name: 'Marcus Hale' };

describe('an invoice on the clock', () => {
  const db = useScratchDatabase();

  it("takes its issue date's limit, its times and its order's trail from the clock", async () => {
    const clock = manualClock('2026-03-02T10:00:00.000Z');
    // "Not in the future" is the latest date on Earth by the clock: 3 March, not 4.
    const schema = invoiceFormSchema({ today: latestToday(clock.now()), catalogue });
    expect(schema.safeParse({ ...valid, issuedDate: '2026-03-04' }).success).toBe(false);
    const input = schema.parse({ ...valid, issuedDate: '2026-03-02' });

    const orderId = '0123456789abcdef0123abcd';
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
        created_at: clock.now().toISOString(),
        token: 'o'.repeat(32),
        cancelled_at: null,
        cancel_reason: null,
      })
      .execute();

    clock.advance(HOUR);
    const stored = await createInvoice(db(), input, {
      catalogue,
      status: 'draft',
      emails: async () => [],
      now: clock.now(),
      order: { id: orderId, actor: staff },
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
});
