import type { Transaction } from 'kysely';
import { formatOrderNumber } from '~/domain/document-numbers';
import { newObjectId } from '~/domain/ids';
import {
  checkoutSchema,
  ORDER_FAILURE,
  ORDER_SUCCESS,
  PLAN_UNAVAILABLE,
  priceOrder,
} from '~/domain/order';
import { orderAgreementPath, orderPagePath } from '~/domain/order-journey';
import type { z } from '~/domain/zod';
import type { Db } from '~/server/db/database';
import type { Database } from '~/server/db/schema';
import { nextSequence } from '~/server/db/sequences';
import { FieldRefused } from '~/server/errors';
import { orderConfirmationEmail, orderEmail } from '~/server/mail/emails/order';
import { enqueueEmails } from '~/server/mail/outbox';
import { isValidRecipient } from '~/server/mail/recipients';
import { newOrderToken } from '~/server/orders/order-store';
import { recordOrderEvent } from '~/server/orders/order-events';
import { listPlansOnSale } from '~/server/services/plan-store';
import {
  decoyNumber,
  formToObject,
  readFormData,
  type SaveContext,
  type SubmissionSpec,
} from './submit';

const orderLinks = (token: string) => ({
  orderPage: orderPagePath(token),
  agreementPage: orderAgreementPath(token),
});

/** The buyer's own confirmation, as the outbox names it. */
const BUYER_CONFIRMATION = 'order-confirmation';

/** What a placed order answers besides its number. */
interface OrderReceipt {
  /** Whether the buyer's confirmation was queued; false for an address that cannot receive mail. */
  emailed: boolean;
  /** The private order page's path (docs/product.md#order-page). */
  orderPage: string;
  /** Signing the agreement for this order, prefilled from it. */
  agreementPage: string;
}

type Checkout = z.output<typeof checkoutSchema>;

/**
 * Places an order (docs/product.md#checkout): prices recomputed from the catalogue by plan id, a yearly order
 * number, a confirmation to the buyer and the order to the company inbox.
 */
export const orderSubmission: SubmissionSpec<Checkout, OrderReceipt> = {
  kind: 'order',
  schema: checkoutSchema,
  successMessage: ORDER_SUCCESS,
  failureMessage: ORDER_FAILURE,
  // A cart posts one planIds field per plan.
  readInput: async (request) => formToObject(await readFormData(request), ['planIds']),
  decoy: (now, input) => ({
    reference: formatOrderNumber(now.getUTCFullYear(), Number(decoyNumber())),
    // As a real order would answer for this address, so the answer does not give the trap away.
    emailed: buyerCanBeEmailed(input.email),
    ...orderLinks(newOrderToken()),
  }),
  save: async (order, context) => {
    const token = newOrderToken();
    const placed = await context.deps.db
      .transaction()
      .execute((trx) => placeOrder(trx, order, token, context));
    return { ...placed, ...orderLinks(token) };
  },
};

/**
 * Checkout takes any something@something address (`a@b`); only one that can receive mail is sent
 * the buyer's confirmation.
 */
const buyerCanBeEmailed = (email: unknown) =>
  typeof email === 'string' && isValidRecipient(email.trim());

/**
 * Stores the order and queues its emails in one transaction: the order number, and whether the
 * buyer's confirmation is among the emails the outbox took, which is what the confirmation on
 * screen then says (docs/product.md#order-confirmation).
 */
async function placeOrder(
  trx: Transaction<Database>,
  order: Checkout,
  token: string,
  { deps, meta, now }: SaveContext,
): Promise<{ reference: string; emailed: boolean }> {
  const { items, totalCents, unknownIds } = priceOrder(order.planIds, await listPlansOnSale(trx));
  if (unknownIds.length || !items.length) {
    const message = await unavailableMessage(trx, unknownIds);
    throw new FieldRefused('planIds', message, message);
  }
  const year = now.getUTCFullYear();
  const orderNumber = formatOrderNumber(year, await nextSequence(trx, `order:${year}`));
  const id = newObjectId(now);
  await trx
    .insertInto('orders')
    .values({
      id,
      order_number: orderNumber,
      name: order.name,
      email: order.email,
      // Each line as sold: its cents and billing (docs/decisions/049-money-model.md).
      items: JSON.stringify(items),
      total_cents: totalCents,
      currency: 'USD',
      ip: meta.ip,
      user_agent: meta.userAgent,
      created_at: now.toISOString(),
      token,
    })
    .execute();
  await recordOrderEvent(trx, id, 'placed', 'client', null, now);

  const placed = {
    orderNumber,
    name: order.name,
    email: order.email,
    items,
    totalCents,
    placedAt: now,
    orderPage: `${deps.publicUrl}${orderPagePath(token)}`,
  };
  const emailBuyer = buyerCanBeEmailed(order.email);
  const queued = await enqueueEmails(trx, now, [
    ...(emailBuyer
      ? [
          {
            kind: BUYER_CONFIRMATION,
            submissionId: id,
            to: [order.email],
            replyTo: deps.config.companyInbox,
            ...orderConfirmationEmail(placed),
          },
        ]
      : []),
    {
      kind: 'order',
      submissionId: id,
      to: [deps.config.companyInbox],
      ...(emailBuyer ? { replyTo: order.email } : {}),
      ...orderEmail(placed, emailBuyer),
    },
  ]);
  return { reference: orderNumber, emailed: queued.some((e) => e.kind === BUYER_CONFIRMATION) };
}

/**
 * Why an order was refused, naming the plans that are no longer on sale where they still exist
 * (a deactivated service's plans), so the visitor knows what to remove.
 */
async function unavailableMessage(db: Db, ids: number[]): Promise<string> {
  if (!ids.length) return PLAN_UNAVAILABLE;
  const known = await db
    .selectFrom('plans')
    .innerJoin('services', 'services.id', 'plans.service_id')
    .select(['plans.title', 'services.title as service'])
    .where('plans.id', 'in', ids)
    .execute();
  if (!known.length) return PLAN_UNAVAILABLE;
  const names = known.map((plan) => `${plan.title} (${plan.service})`).join(', ');
  return `A plan in your cart is no longer available: ${names}. Remove it from your cart to place your order.`;
}
