import type { ClientCounts } from '~/domain/client';
import { inboxKinds, type InboxKind } from '~/domain/inbox';

/** Each kind's name for one record and for several (docs/product.md#dashboard-clients). */
export const clientKindNames: Record<InboxKind, [one: string, many: string]> = {
  messages: ['message', 'messages'],
  orders: ['order', 'orders'],
  agreements: ['agreement', 'agreements'],
  inquiries: ['inquiry', 'inquiries'],
  invoices: ['invoice', 'invoices'],
};

/** '2 orders · 1 invoice': each kind the client has, in the Inbox's order. */
export function clientCountsText(counts: ClientCounts): string {
  return inboxKinds
    .filter((kind) => counts[kind] > 0)
    .map((kind) => {
      const [one, many] = clientKindNames[kind];
      return `${counts[kind]} ${counts[kind] === 1 ? one : many}`;
    })
    .join(' · ');
}
