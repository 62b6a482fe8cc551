import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { InvoiceStatus } from '~/domain/invoice-status';
import type { OrderItem } from '~/domain/order';
import {
  ORDER_TOKEN_PATTERN,
  orderJourney,
  type OrderAgreement,
  type OrderJourney,
} from '~/domain/order-journey';
import type { Db } from '~/server/db/database';
import type { OrdersTable } from '~/server/db/schema';
import { origin, tableInbox, type InboxSource } from '~/server/inbox/inbox-source';
import { orderItemsColumn, readJson } from '~/server/db/json-columns';
import { voidOpenOrderInvoices } from '~/server/invoices/invoice-lifecycle-store';
import { recordOrderEvent, type OrderActor } from './order-events';

/**
 * Orders as the one reference of a client's journey (docs/product.md#order-page): the private
 * page's secret, the order's agreements and invoices read together, and the audit trail of what
 * was done to it.
 */

/** 192 random bits, base64url: a private order link nobody can guess or enumerate. */
export const newOrderToken = () => randomBytes(24).toString('base64url');

/**
 * An order's lines as they were sold: cents and billing stored with the order (migration 012 gave
 * older orders theirs), never re-read from the plans (docs/decisions/049-money-model.md).
 */
export function readOrderItems(json: string): OrderItem[] {
  return readJson(orderItemsColumn, json, []);
}

export interface OrderRecord {
  id: string;
  orderNumber: string;
  token: string;
  name: string;
  email: string;
  items: OrderItem[];
  totalCents: number;
  placedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
}

const toOrderRecord = (row: Selectable<OrdersTable>): OrderRecord => ({
  id: row.id,
  orderNumber: row.order_number,
  token: row.token,
  name: row.name,
  email: row.email,
  items: readOrderItems(row.items),
  totalCents: Number(row.total_cents),
  placedAt: row.created_at,
  cancelledAt: row.cancelled_at,
  cancelReason: row.cancel_reason,
});

/** The order behind a private link; a malformed token is not even looked up. */
export async function findOrderByToken(db: Db, token: string): Promise<OrderRecord | undefined> {
  if (!ORDER_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
  return row && toOrderRecord(row);
}

export async function findOrderByNumber(
  db: Db,
  orderNumber: string,
): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row && toOrderRecord(row);
}

export interface OrderInvoice {
  id: string;
  number: number;
  status: InvoiceStatus;
  token: string;
  totalCents: number;
  issuedDate: string;
  dueDate: string;
  sentAt: string | null;
  paidAt: string | null;
  voidedAt: string | null;
}

/** An order with everything tied to it, and where it stands. */
export interface OrderFile {
  order: OrderRecord;
  agreements: OrderAgreement[];
  invoices: OrderInvoice[];
  journey: OrderJourney;
}

/** The order's agreements and invoices, oldest first, and its journey read off them. */
export async function loadOrderFile(db: Db, order: OrderRecord): Promise<OrderFile> {
  const [agreementRows, invoiceRows] = await Promise.all([
    db
      .selectFrom('agreements')
      .select(['id', 'reference', 'name', 'signed_at'])
      .where('order_number', '=', order.orderNumber)
      .orderBy('signed_at')
      .execute(),
    db
      .selectFrom('invoices')
      .select([
        'id',
        'number',
        'status',
        'token',
        'total_cents',
        'issued_date',
        'due_date',
        'sent_at',
        'paid_at',
        'voided_at',
      ])
      .where('order_id', '=', order.id)
      .orderBy('created_at')
      .execute(),
  ]);
  const agreements = agreementRows.map((row) => ({
    id: row.id,
    reference: row.reference,
    name: row.name,
    signedAt: row.signed_at,
  }));
  const invoices = invoiceRows.map((row) => ({
    id: row.id,
    number: Number(row.number),
    status: row.status,
    token: row.token,
    totalCents: Number(row.total_cents),
    issuedDate: row.issued_date,
    dueDate: row.due_date,
    sentAt: row.sent_at,
    paidAt: row.paid_at,
    voidedAt: row.voided_at,
  }));
  const journey = orderJourney({
    placedAt: order.placedAt,
    cancelledAt: order.cancelledAt,
    agreements,
    invoices,
  });
  return { order, agreements, invoices, journey };
}

/**
 * Staff cancel an order with a reason, at `now`, voiding its unpaid invoices in the same
 * transaction. Only the first of two cancellations counts (the update is conditional); false when
 * the order was already cancelled. The update locks the order's row as `lockOrder` does
 * (./order-lock.ts), so an invoice or an agreement being stored for the order either commits first,
 * and its invoice is among those voided here, or waits and is refused.
 */
export async function cancelOrder(
  db: Db,
  orderId: string,
  reason: string,
  actor: OrderActor,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({ cancelled_at: now.toISOString(), cancel_reason: reason })
      .where('id', '=', orderId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordOrderEvent(trx, orderId, 'cancelled', actor, reason, now);
    // Nothing of a cancelled order is still to be paid.
    await voidOpenOrderInvoices(trx, orderId, actor, now);
    return true;
  });
}

/** Orders in the Inbox. */
export const orderInbox: InboxSource<'orders'> = tableInbox({
  table: 'orders',
  receivedAt: 'created_at',
  listColumns: ['id', 'order_number', 'name', 'email', 'items', 'total_cents', 'created_at'],
  summary: (row) => ({
    _id: row.id,
    orderNumber: row.order_number,
    name: row.name,
    email: row.email,
    plans: readOrderItems(row.items).map((item) => `${item.title} (${item.planFor})`),
    totalCents: Number(row.total_cents),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
    _id: row.id,
    orderNumber: row.order_number,
    name: row.name,
    email: row.email,
    items: readOrderItems(row.items),
    totalCents: Number(row.total_cents),
    currency: row.currency,
    ...origin(row),
    createdAt: row.created_at,
  }),
});
