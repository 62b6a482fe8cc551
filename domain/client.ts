import type { InboxKind } from './inbox';
import { listPageSchema, listSearchSchema, type Paged } from './paging';
import type { InvoiceStatus } from './invoice-status';
import type { OrderStage } from './order-journey';
import { z } from './zod';

/**
 * The dashboard's Clients screen (docs/product.md#dashboard-clients), shared by the API
 * (server/api/clients.ts) and the screen: a client is one email address, ignoring case and the
 * spaces around it, across messages, orders, agreements, inquiries and invoices. Amounts are in
 * cents and dates ISO; the screen prints them (docs/decisions/049-money-model.md).
 */

export const CLIENTS_PER_PAGE = 20;

/** How a stored address names its client: trimmed and in lower case. */
export const clientKey = (email: string) => email.trim().toLowerCase();

/** The longest address a client can have (the forms accept at most 254 characters). */
export const CLIENT_EMAIL_MAX = 254;

/** `GET /api/clients?q=&page=`: the list's search and page. */
export const clientListQuerySchema = z.object({
  q: listSearchSchema,
  page: listPageSchema,
});

/** How many of each kind a client has sent or been sent. */
export type ClientCounts = Record<InboxKind, number>;

/** One row of the Clients screen. */
export interface ClientSummary {
  /** The address in lower case: the client's key, and its page's address. */
  email: string;
  /** The name of the latest record. */
  name: string;
  /** The latest company given (on an invoice or an inquiry), or ''. */
  company: string;
  counts: ClientCounts;
  /** Invoices sent, viewed or paid (not drafts, not void), in cents. */
  invoicedCents: number;
  /** Invoices paid, in cents. */
  paidCents: number;
  /** The time of the latest record. */
  latestAt: string;
}

/** `GET /api/clients`. */
export interface ClientListPage extends Paged {
  items: ClientSummary[];
}

/** One record of a client's history; `id` opens it at `/dashboard/inbox/{kind}/{id}`. */
export type ClientActivity =
  | { kind: 'messages'; id: string; at: string; name: string; excerpt: string; plan: string | null }
  | {
      kind: 'orders';
      id: string;
      at: string;
      name: string;
      orderNumber: string;
      totalCents: number;
      stage: OrderStage;
    }
  | {
      kind: 'agreements';
      id: string;
      at: string;
      name: string;
      reference: string;
      orderNumber: string | null;
    }
  | {
      kind: 'inquiries';
      id: string;
      at: string;
      name: string;
      resource: string;
      company: string;
      excerpt: string;
    }
  | {
      kind: 'invoices';
      id: string;
      at: string;
      name: string;
      number: string;
      status: InvoiceStatus;
      totalCents: number;
      orderNumber: string | null;
    };

/** `GET /api/clients/{email}`: the client's totals and everything from them, newest first. */
export interface ClientFile extends ClientSummary {
  activity: ClientActivity[];
}

/** The dashboard page of a client. */
export const clientPath = (email: string) => `/dashboard/clients/${encodeURIComponent(email)}`;
