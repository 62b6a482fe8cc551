import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { invoiceInput } from '~/domain/builders';
import type { InvoiceSubmissionResult } from '~/domain/invoice-form';
import type { OrderInvoiceDraft } from '~/domain/order-journey';
import { api } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import { orderJourney, today } from '~/tests/support/order-journey';
import { postAction } from '~/tests/support/route-action';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/**
 * Two people changing one order at once (docs/decisions/059-state-changes-under-concurrency.md):
 * whatever the order in which they commit, the order ends in a state one of them could have made
 * alone, and the one who lost is told with a 409 or the form's refusal, never a 500.
 */
describe.each(backends)('an order changed by two people at once on %s', (backend) => {
  const app = useServer(backend, {
    shared: true,
    staff: {
      staff: { firstName: 'Marcus', lastName: 'Hale' },
      otherStaff: { firstName: 'Rosa', lastName: 'Diaz' },
    },
  });
  const { placeOrder, signFor, invoiceOrder } = orderJourney(app);

  const counter = async (name: string) =>
    Number(
      (
        await queryDb<{ value: number | string }>(
          app.server,
          'select value from counters where name = ?',
          [name],
        )
      )[0]?.value ?? 0,
    );

  /**
   * Waits until the server has reserved a number from `name`'s counter (past `from`): the request
   * has passed its checks and is drawing its PDF, the moment a cancellation used to slip in. Ends
   * as well if `request` settles first.
   */
  async function numberReserved(name: string, from: number, request: Promise<unknown>) {
    let settled = false;
    const done = () => (settled = true);
    void request.then(done, done);
    await vi.waitFor(
      async () => {
        if (!settled && (await counter(name)) <= from) throw new Error(`${name} has not moved`);
      },
      { timeout: 20_000, interval: 5 },
    );
  }

  const cancel = (orderNumber: string) =>
    api(app.server, 'POST', `/api/orders/${orderNumber}/cancel`, {
      token: app.otherStaff.token,
      body: { reason: 'The client asked to stop.' },
    });

  const ordersInvoices = (orderNumber: string) =>
    queryDb<{ status: string }>(
      app.server,
      'select invoices.status from invoices join orders on orders.id = invoices.order_id where orders.order_number = ?',
      [orderNumber],
    );

  it('never leaves a payable invoice on an order cancelled while staff invoice it', async () => {
    for (let round = 0; round < 8; round += 1) {
      const placed = await placeOrder();
      const draftAnswer = await api(
        app.server,
        'GET',
        `/api/orders/${placed.reference}/invoice-draft`,
        { token: app.staff.token },
      );
      expect(draftAnswer.status).toBe(200);
      const draft = draftAnswer.body.draft as unknown as OrderInvoiceDraft;
      const before = await counter('invoice');
      const invoicing = postAction<InvoiceSubmissionResult>(app.server, '/invoice', {
        ...invoiceInput({
          issuedDate: today,
          clientName: draft.clientName,
          clientCompany: 'Northwind',
          clientEmail: draft.clientEmail,
          services: draft.services.map(({ service, plan, discount }) => ({
            service,
            plan,
            discount,
          })),
        }),
        staffToken: app.staff.token,
        orderNumber: placed.reference,
      });
      // Every other round the cancellation waits until the invoice is past its checks; the others
      // start both at once.
      if (round % 2) await numberReserved('invoice', before, invoicing);
      const cancelled = await cancel(placed.reference);
      const invoiced = await invoicing;

      expect(cancelled.status, `round ${round}`).toBe(200);
      const invoices = await ordersInvoices(placed.reference);
      if (invoiced.status === 200) {
        // Stored first: the cancellation voided it.
        expect(invoices.map((i) => i.status)).toEqual(['void']);
      } else {
        expect(invoiced.status, `round ${round}: ${JSON.stringify(invoiced.data)}`).toBe(409);
        expect(invoiced.data).toMatchObject({
          ok: false,
          message: `Order ${placed.reference} is cancelled; it cannot be invoiced`,
        });
        expect(invoices).toEqual([]);
      }
    }
  }, 90_000);

  it('refuses an agreement signed while its order is cancelled, unless it was stored first', async () => {
    for (let round = 0; round < 6; round += 1) {
      const placed = await placeOrder();
      const sequence = `agreement:${new Date().getUTCFullYear()}`;
      const before = await counter(sequence);
      const signing = signFor(placed);
      await numberReserved(sequence, before, signing);
      const cancelled = await cancel(placed.reference);
      expect(cancelled.status, `round ${round}`).toBe(200);
      // What was stored before the cancellation answered; an agreement stored after it is one
      // signed for a cancelled order.
      const agreements = () =>
        queryDb(app.server, 'select id from agreements where order_number = ?', [placed.reference]);
      const storedFirst = (await agreements()).length > 0;
      const signed = await signing;
      if (storedFirst) {
        expect(signed.status).toBe(200);
      } else {
        expect(signed.status, `round ${round}: ${JSON.stringify(signed.result)}`).toBe(400);
        expect(signed.result).toMatchObject({
          ok: false,
          errors: {
            orderNumber: `Order ${placed.reference} was cancelled, so it cannot be signed for. Please contact us to place a new order.`,
          },
        });
        expect(await agreements()).toEqual([]);
      }
    }
  }, 90_000);

  // PostgreSQL only: the test holds the invoice's row as the client's view does, which SQLite's
  // one writer at a time cannot show from outside the server without stalling it.
  it.runIf(backend === 'postgres')(
    'marks an invoice paid though the client opened it while staff were marking it',
    async () => {
      const placed = await placeOrder();
      const { row } = await invoiceOrder(placed.reference);
      const client = new pg.Client({ connectionString: app.server.databaseUrl });
      await client.connect();
      try {
        // The client's first view, as the hosted page records it, not yet committed.
        await client.query('begin');
        await client.query(
          "update invoices set status = 'viewed', viewed_at = $1 where id = $2 and status = 'sent'",
          [new Date().toISOString(), row.id],
        );
        const paying = api(app.server, 'PATCH', `/api/invoices/${row.id}`, {
          token: app.staff.token,
          body: { status: 'paid' },
        });
        // Staff read it as sent and now wait for the view to commit.
        await vi.waitFor(
          async () => {
            const waiting = await client.query<{ n: string }>(
              "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            if (Number(waiting.rows[0]!.n) < 1) throw new Error('the payment is not waiting');
          },
          { timeout: 20_000, interval: 10 },
        );
        await client.query('commit');
        const paid = await paying;
        expect(paid.status).toBe(200);
        expect(paid.body.invoice).toMatchObject({ status: 'paid', viewedAt: expect.any(String) });
      } finally {
        await client.end();
      }
      const [stored] = await queryDb<{ status: string }>(
        app.server,
        'select status from invoices where id = ?',
        [row.id],
      );
      expect(stored!.status).toBe('paid');
    },
  );
});
