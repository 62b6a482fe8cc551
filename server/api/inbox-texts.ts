import { messagePlanText, type MessagePlan } from '~/domain/contact';
import { formatDate, formatMoney } from '~/domain/format';
import type {
  InboxDetailRecords,
  InboxDetails,
  InboxKind,
  InboxSummaries,
  InboxSummaryRecords,
} from '~/domain/inbox';
import { orderTotalLines } from '~/domain/order';
import { billingLabels } from '~/domain/plan';

/**
 * The texts the inbox API answers beside the numbers and dates the store reads: totals, prices, a
 * message's plan and invoice dates as staff read them. They are made here, where the answer leaves the server, by the
 * one format module (docs/decisions/049-money-model.md), and kept because API clients and the
 * dashboard read them (docs/decisions/046-api-compatibility.md).
 */
const money = (cents: number) => formatMoney(cents, { cents: 'always' });

/** A message's plan as the one text the API has always answered. */
const withPlanText = <R extends { plan: MessagePlan | null }>(record: R) => ({
  ...record,
  plan: record.plan && messagePlanText(record.plan),
});

const summaryTexts: {
  [K in InboxKind]: (record: InboxSummaryRecords[K]) => InboxSummaries[K];
} = {
  messages: withPlanText,
  orders: (record) => ({ ...record, total: money(record.totalCents) }),
  agreements: (record) => record,
  inquiries: (record) => record,
  invoices: (record) => ({ ...record, total: money(record.totalCents) }),
};

const detailTexts: { [K in InboxKind]: (record: InboxDetailRecords[K]) => InboxDetails[K] } = {
  messages: withPlanText,
  orders: (order) => ({
    ...order,
    items: order.items.map((item) => ({
      ...item,
      duration: billingLabels[item.billing],
      price: money(item.priceCents),
    })),
    total: money(order.totalCents),
    totals: orderTotalLines(order.items)
      .map(([label, amount]) => `${label}: ${amount}`)
      .join('\n'),
  }),
  agreements: (record) => record,
  inquiries: (record) => record,
  invoices: (invoice) => ({
    ...invoice,
    issued: formatDate(invoice.issuedDate, 'medium'),
    due: formatDate(invoice.dueDate, 'medium'),
    services: invoice.lines
      .map(
        (line) =>
          `${line.serviceTitle}${line.plan ? `, ${line.plan}` : ''}: ${money(line.priceCents)}` +
          ` less ${line.discountPercent}% (${money(line.discountCents)}) = ${money(line.amountCents)}`,
      )
      .join('\n'),
    lines: invoice.lines.map((line) => ({
      ...line,
      price: money(line.priceCents),
      discount: money(line.discountCents),
      amount: money(line.amountCents),
    })),
    subtotal: money(invoice.subtotalCents),
    totalDiscount: money(invoice.discountCents),
    total: money(invoice.totalCents),
  }),
};

/** A list item as the API answers it. */
export function summaryWithTexts<K extends InboxKind>(
  kind: K,
  record: InboxSummaryRecords[K],
): InboxSummaries[K] {
  // Each kind's function takes that kind's record; TypeScript cannot follow `kind` into the map.
  return (summaryTexts[kind] as (record: InboxSummaryRecords[K]) => InboxSummaries[K])(record);
}

/** A detail view as the API answers it. */
export function detailWithTexts<K extends InboxKind>(
  kind: K,
  record: InboxDetailRecords[K],
): InboxDetails[K] {
  return (detailTexts[kind] as (record: InboxDetailRecords[K]) => InboxDetails[K])(record);
}
