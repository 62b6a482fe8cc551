import { formatDateTime, formatMoney } from '~/domain/format';
import { orderItemLine, orderTotalLines, type OrderItem } from '~/domain/order';
import { site } from '~/content/site';
import { renderMessage } from './message';
import { subjectLine } from './subject';
import type { RenderedEmail } from './layout';

export interface OrderEmailData {
  orderNumber: string;
  name: string;
  email: string;
  /** Each plan as sold, with its price in cents and its billing. */
  items: OrderItem[];
  totalCents: number;
  placedAt: Date;
  /** The private order page, absolute (docs/product.md#order-page). */
  orderPage: string;
}

/**
 * What both order emails list (docs/product.md#order-confirmation): number, name, email, one line
 * per plan and the totals with two decimals.
 */
function orderDetails(order: OrderEmailData): [string, string][] {
  return [
    ['Order number', order.orderNumber],
    ['Name', order.name],
    ['Email', order.email],
    ['Plans', order.items.map(orderItemLine).join('\n')],
    ...orderTotalLines(order.items),
  ];
}

/**
 * A new order, to the company inbox. `buyerEmailed` false says that no confirmation went out
 * because the buyer's address cannot receive email.
 */
export function orderEmail(order: OrderEmailData, buyerEmailed: boolean): RenderedEmail {
  return renderMessage(
    subjectLine(
      'New order ',
      order.orderNumber,
      ': ',
      formatMoney(order.totalCents, { cents: 'always' }),
    ),
    {
      heading: `New order ${order.orderNumber}`,
      paragraphs: [`${order.name} placed an order on ${site.website}.`],
      details: [...orderDetails(order), ['Placed', formatDateTime(order.placedAt.toISOString())]],
      closing: [
        buyerEmailed
          ? 'Reply to this email to contact the client.'
          : `No confirmation was sent: ${order.email} cannot receive email. Please check the address with the client.`,
      ],
    },
  );
}

/** The buyer's confirmation of their order; its subject is fixed text and our number. */
export function orderConfirmationEmail(order: OrderEmailData): RenderedEmail {
  return renderMessage(subjectLine('Your ', site.name, ' order ', order.orderNumber), {
    heading: `Thank you for your order, ${order.name}`,
    paragraphs: [
      `We have received your order ${order.orderNumber}. A member of our team will contact you within one business day to confirm the details and the next steps.`,
    ],
    details: orderDetails(order),
    action: {
      label: 'Open your order page',
      href: order.orderPage,
      note: 'Sign the agreement, follow each step and find your invoices there. Keep this link to yourself: anyone who has it can see your order.',
    },
    closing: [
      `Questions about your order? Reply to this email or write to ${site.infoEmail} and quote ${order.orderNumber}.`,
    ],
  });
}

/**
 * The client's order link sent again by staff (docs/product.md#order-page): a staff action, to the
 * address the client gave with the order, and nothing else.
 */
export function orderLinkEmail(order: {
  orderNumber: string;
  name: string;
  orderPage: string;
}): RenderedEmail {
  return renderMessage(subjectLine('Your ', site.name, ' order ', order.orderNumber), {
    heading: `Your order ${order.orderNumber}`,
    paragraphs: [
      `Hello ${order.name}, here is the link to your order page. It shows where your order stands and keeps every document of it: your signed agreement and your invoices.`,
    ],
    action: {
      label: 'Open your order page',
      href: order.orderPage,
      note: 'Keep this link to yourself: anyone who has it can see your order.',
    },
    closing: [
      `Questions? Reply to this email or write to ${site.infoEmail} and quote ${order.orderNumber}.`,
    ],
  });
}
