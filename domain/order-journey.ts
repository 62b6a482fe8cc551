import { unreachable } from './exhaustive';
import { invoiceStanding, type InvoiceStatus } from './invoice-status';
import type { InvoiceCatalogue } from './invoice-catalogue';
import type { OrderItem } from './order';
import { hasNoControlCharacters } from './fields';
import { z } from './zod';

/**
 * Where a client's order stands (docs/product.md#order-page): received → agreement signed →
 * invoiced → paid, or cancelled. Nothing here is stored: the stage is read off the order, its
 * agreements and its invoices each time, so it can never disagree with them.
 */

export const orderStages = ['received', 'signed', 'invoiced', 'paid'] as const;
export type OrderStage = (typeof orderStages)[number] | 'cancelled';

export const orderStageLabels: Record<OrderStage, string> = {
  received: 'Order received',
  signed: 'Agreement signed',
  invoiced: 'Invoiced',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/**
 * Whether an order at this stage is still open: staff may raise invoices for it and cancel it.
 * Only a cancelled order is closed; a paid one may still take another invoice.
 */
export function isOrderOpen(stage: OrderStage): boolean {
  switch (stage) {
    case 'received':
    case 'signed':
    case 'invoiced':
    case 'paid':
      return true;
    case 'cancelled':
      return false;
    default:
      return unreachable(stage);
  }
}

/** What the journey is read from. Dates are ISO timestamps. */
export interface JourneyFacts {
  placedAt: string;
  cancelledAt: string | null;
  /** Agreements signed for the order, any order. */
  agreements: readonly { signedAt: string }[];
  /** Invoices raised for the order, drafts included. */
  invoices: readonly {
    status: InvoiceStatus;
    sentAt: string | null;
    paidAt: string | null;
  }[];
}

export interface JourneyStep {
  stage: OrderStage;
  label: string;
  /** When the step was reached; null for a step still ahead. */
  at: string | null;
}

export interface OrderJourney {
  stage: OrderStage;
  /** The four steps in order, each with its date once reached; cancelled orders end with the cancellation. */
  steps: JourneyStep[];
}

const earliest = (dates: readonly (string | null)[]): string | null =>
  dates.filter((d): d is string => Boolean(d)).sort()[0] ?? null;
const latest = (dates: readonly (string | null)[]): string | null =>
  dates
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1) ?? null;

/**
 * The order's steps and where it stands. Invoiced is the first invoice sent to the client (drafts
 * and void invoices do not count); paid is when every invoice sent and not voided is paid, dated
 * by the last payment. A cancelled order shows the steps it reached, then the cancellation.
 */
export function orderJourney(facts: JourneyFacts): OrderJourney {
  const signedAt = earliest(facts.agreements.map((a) => a.signedAt));
  const billed = facts.invoices.filter((i) => invoiceStanding(i.status).billed);
  const invoicedAt = earliest(billed.map((i) => i.sentAt));
  const paidAt =
    billed.length && billed.every((i) => invoiceStanding(i.status).paid)
      ? latest(billed.map((i) => i.paidAt))
      : null;
  const reached: Record<(typeof orderStages)[number], string | null> = {
    received: facts.placedAt,
    signed: signedAt,
    invoiced: invoicedAt,
    paid: paidAt,
  };
  const steps: JourneyStep[] = orderStages.map((stage) => ({
    stage,
    label: orderStageLabels[stage],
    at: reached[stage],
  }));
  if (facts.cancelledAt) {
    const done = steps.filter((step) => step.at);
    return {
      stage: 'cancelled',
      steps: [
        ...done,
        { stage: 'cancelled', label: orderStageLabels.cancelled, at: facts.cancelledAt },
      ],
    };
  }
  const stage = paidAt ? 'paid' : invoicedAt ? 'invoiced' : signedAt ? 'signed' : 'received';
  return { stage, steps };
}

/** What was done to an order, for its audit trail (order_events.action). */
export const orderActions = {
  placed: 'Order placed',
  'agreement-signed': 'Agreement signed',
  'invoice-created': 'Invoice created',
  'invoice-sent': 'Invoice sent',
  'invoice-paid': 'Invoice marked as paid',
  'invoice-void': 'Invoice voided',
  cancelled: 'Order cancelled',
  'link-resent': 'Order link sent again',
} as const;
export type OrderAction = keyof typeof orderActions;

/** 192 random bits in base64url: what a private order link carries (docs/product.md#order-page). */
export const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The order page's path. */
export const orderPagePath = (token: string) => `/orders/${token}`;

/** Staff cancel an order with a reason the order page shows the client. */
export const CANCEL_REASON_MAX = 500;

/** Signing the agreement for the order behind a private link, prefilled from the order. */
export const orderAgreementPath = (token: string) =>
  `/agreement?order=${encodeURIComponent(token)}`;

/** A signed agreement's PDF, read through the order's private link. */
export const agreementPdfPath = (token: string, reference: string) =>
  `/orders/${token}/agreements/${encodeURIComponent(reference)}.pdf`;

/** `POST /api/orders/{number}/cancel`: the reason the client reads on the order page. */
export const orderCancelSchema = z.strictObject({
  reason: z
    .string({ error: 'Give a reason for the cancellation' })
    .trim()
    .min(1, 'Give a reason for the cancellation')
    .max(CANCEL_REASON_MAX, `The reason must be at most ${CANCEL_REASON_MAX} characters`)
    .refine(hasNoControlCharacters, 'The reason must not contain control characters'),
});

/** `GET /api/orders/{number}`: the staff view of an order, its documents and its audit trail. */
export interface StaffOrderFile {
  orderNumber: string;
  name: string;
  email: string;
  placedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** The client's private page, absolute, for staff to share. */
  link: string;
  lines: { title: string; planFor: string; billing: string; price: string }[];
  totals: [label: string, amount: string][];
  journey: OrderJourney;
  agreements: OrderAgreement[];
  invoices: {
    id: string;
    number: string;
    status: InvoiceStatus;
    statusLabel: string;
    total: string;
    sentAt: string | null;
    paidAt: string | null;
  }[];
  events: OrderEvent[];
}

/** An agreement signed for an order. */
export interface OrderAgreement {
  id: string;
  reference: string;
  name: string;
  signedAt: string;
}

/** A line of an order's audit trail: what was done, by whom and when. */
export interface OrderEvent {
  id: string;
  action: OrderAction;
  label: string;
  detail: string | null;
  actorName: string;
  at: string;
}

/**
 * The catalogue an order's invoice is priced from (docs/product.md#order-page): the ordered plans at
 * the prices they were sold for, whatever the catalogue says today, so a price change never
 * reaches an order already placed. Services are matched by title, as the order line names them.
 */
export function orderInvoiceCatalogue(
  catalogue: InvoiceCatalogue,
  items: readonly OrderItem[],
): InvoiceCatalogue {
  return catalogue.map((service) => {
    const sold = items.filter((item) => item.planFor === service.title);
    if (!sold.length) return service;
    const plans = service.plans.map((plan) => {
      const item = sold.find((line) => line.title === plan.title);
      return item ? { ...plan, priceCents: item.priceCents } : plan;
    });
    return { ...service, plans };
  });
}

/**
 * An order's invoice rows: one per ordered plan, one-off lines at their price and monthly lines
 * for their first month, without discount. Lines whose service left the catalogue are left out
 * (staff add them by hand).
 */
export function orderInvoiceRows(
  catalogue: InvoiceCatalogue,
  items: readonly OrderItem[],
): { service: string; plan: string; price: number; discount: number }[] {
  return items.flatMap((item) => {
    const service = catalogue.find((entry) => entry.title === item.planFor);
    const plan = service?.plans.find((entry) => entry.title === item.title);
    return service && plan
      ? [{ service: service.slug, plan: plan.title, price: item.priceCents, discount: 0 }]
      : [];
  });
}

/** `GET /api/orders/{number}/invoice-draft`: the invoice builder prefilled from an order. */
export interface OrderInvoiceDraft {
  orderNumber: string;
  catalogue: InvoiceCatalogue;
  clientName: string;
  clientEmail: string;
  /** The signed-in staff member raising it, and the agency's phone. */
  representativeName: string;
  representativeEmail: string;
  representativePhone: string;
  services: { service: string; plan: string; price: number; discount: number }[];
}
