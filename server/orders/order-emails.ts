import { orderPagePath } from '~/domain/order-journey';
import { orderLinkEmail } from '~/server/mail/emails/order';
import type { OutgoingEmail } from '~/server/mail/emails/outgoing';
import type { OrderRecord } from './order-store';

/** The order link staff send the client again (docs/product.md#order-page), ready to queue. */
export function orderLinkMessage(
  order: Pick<OrderRecord, 'id' | 'orderNumber' | 'name' | 'email' | 'token'>,
  options: { publicUrl: string; companyInbox: string },
): OutgoingEmail {
  return {
    kind: 'order-link',
    submissionId: order.id,
    to: [order.email],
    replyTo: options.companyInbox,
    ...orderLinkEmail({
      orderNumber: order.orderNumber,
      name: order.name,
      orderPage: `${options.publicUrl}${orderPagePath(order.token)}`,
    }),
  };
}
