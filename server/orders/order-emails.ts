import { site } from '~/content/site';
import { renderEmail } from '~/server/mail/layout';
import type { OutgoingEmail } from '~/server/mail/outbox';
import type { OrderRecord } from './order-store';

/**
 * The client's order link sent again by staff (docs/product.md#order-page): a staff action, to the
 * address the client gave with the order, and nothing else.
 */
export function orderLinkEmail(
  order: Pick<OrderRecord, 'id' | 'orderNumber' | 'name' | 'email'>,
  options: { link: string; companyInbox: string },
): OutgoingEmail {
  const body = renderEmail({
    heading: `Your order ${order.orderNumber}`,
    paragraphs: [
      `Hello ${order.name}, here is the link to your order page. It shows where your order stands and keeps every document of it: your signed agreement and your invoices.`,
      options.link,
    ],
    closing: [
      `Keep this link to yourself: anyone who has it can see your order. Questions? Reply to this email or write to ${site.infoEmail} and quote ${order.orderNumber}.`,
    ],
  });
  return {
    kind: 'order-link',
    submissionId: order.id,
    to: [order.email],
    replyTo: options.companyInbox,
    subject: `Your ${site.name} order ${order.orderNumber}`,
    ...body,
  };
}
