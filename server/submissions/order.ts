import { formatOrderNumber } from '~/domain/document-numbers';
import { newObjectId } from '~/domain/ids';
import {
  checkoutSchema,
  ORDER_FAILURE,
  ORDER_SUCCESS,
  PLAN_UNAVAILABLE,
  priceOrder,
} from '~/domain/order';
import type { z } from '~/domain/zod';
import type { Db } from '~/server/db/database';
import { orderConfirmationEmail, orderEmail } from '~/server/mail/emails/order';
import { nextSequence } from '~/server/db/sequences';
import { enqueueEmails } from '~/server/mail/outbox';
import { listPlansOnSale } from '~/server/services/plan-store';
import { newOrderToken } from '~/server/orders/order-store';
import { recordOrderEvent } from '~/server/orders/order-events';
import { orderAgreementPath, orderPagePath } from '~/domain/order-journey';

const orderLinks = (token: string) => ({
  orderPage: orderPagePath(token),
  agreementPage: orderAgreementPath(token),
});
import {
  decoyNumber,
  formToObject,
  readFormData,
  saveInTransaction,
  type SubmissionSpec,
} from './submit';
import { isValidRecipient } from '~/server/mail/recipients';
import { FieldRefused } from '~/server/errors';

/** What a placed order answers besides its number: whether the buyer was emailed a confirmation. */
interface OrderReceipt {
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
  decoy: (now) => ({
    reference: formatOrderNumber(now.getUTCFullYear(), Number(decoyNumber())),
    emailed: true,
    ...orderLinks(newOrderToken()),
  }),
  save: async (order, context) => {
    // Checkout takes any something@something address; only one that can receive mail gets the
    // confirmation, and the visitor is told when none was sent.
    const emailed = isValidRecipient(order.email.trim());
    const token = newOrderToken();
    const { reference } = await placeOrder(emailed, token)(order, context);
    return { reference, emailed, ...orderLinks(token) };
  },
};

/** Stores the order and queues its emails in one transaction; the order number. */
const placeOrder = (emailBuyer: boolean, token: string) =>
  saveInTransaction<Checkout>(async (trx, order, { deps, meta, now }) => {
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
    await enqueueEmails(trx, now, [
      ...(emailBuyer
        ? [
            {
              kind: 'order-confirmation',
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
    return orderNumber;
  });

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
