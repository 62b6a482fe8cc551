import { newSequentialId } from '~/domain/ids';
import { orderActions, type OrderAction, type OrderEvent } from '~/domain/order-journey';
import type { Db } from '~/server/db/database';

/**
 * An order's audit trail (docs/product.md#order-page): who did what to it and when, written by
 * every store that changes something an order shows (its agreements, its invoices, the order
 * itself) inside that change's transaction.
 */

/** Who did something to an order: a staff account, the client, or the system. */
export type OrderActor = { id: string; name: string } | 'client' | 'system';

/** A signed-in staff member as the audit trail names them. */
export const staffActor = (user: { _id: string; firstName: string; lastName: string }) => ({
  id: user._id,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

const actorColumns = (actor: OrderActor) =>
  actor === 'client'
    ? { actor_id: null, actor_name: 'Client' }
    : actor === 'system'
      ? { actor_id: null, actor_name: 'System' }
      : { actor_id: actor.id, actor_name: actor.name.slice(0, 200) };

/**
 * Adds a line to the order's audit trail, at `now` (inside the caller's transaction where it has
 * one).
 */
export async function recordOrderEvent(
  db: Db,
  orderId: string,
  action: OrderAction,
  actor: OrderActor,
  detail: string | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      // Sorts in the order the trail was written, even within one millisecond.
      id: newSequentialId(now),
      order_id: orderId,
      action,
      detail,
      ...actorColumns(actor),
      created_at: now.toISOString(),
    })
    .execute();
}

/** The audit trail, oldest first. */
export async function listOrderEvents(db: Db, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) =>
    Object.hasOwn(orderActions, row.action)
      ? [
          {
            id: row.id,
            action: row.action as OrderAction,
            label: orderActions[row.action as OrderAction],
            detail: row.detail,
            actorName: row.actor_name,
            at: row.created_at,
          },
        ]
      : [],
  );
}
