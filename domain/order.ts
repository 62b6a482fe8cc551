import { unreachable } from './exhaustive';
import { formatMoney } from './format';
import { billingLabels, type BillingPeriod } from './plan';
import { z } from './zod';
import { hasNoControlCharacters, requiredText, honeypotField, numericId } from './fields';

/** The checkout form (docs/product.md#checkout): name and email with their messages, and the cart's plan ids. */
/** At most this many plans in one order. */
const MAX_ORDER_PLANS = 20;

/**
 * Checkout's email check is the simple one: something, an at sign, something (no spaces), so
 * `a@b` and `user@localhost` are addresses here while `buyer-at-example` is not.
 */
export const checkoutEmailField = () =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .regex(/^[^\s@]+@[^\s@]+$/, 'Invalid email format')
    .refine(hasNoControlCharacters, 'Invalid email format');

export const checkoutDetailsSchema = z.object({
  name: requiredText('Name', 120),
  email: checkoutEmailField(),
  /** Honeypot: people never see or fill it. */
  website: honeypotField(),
});

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add a plan before you check out.';

export const checkoutSchema = checkoutDetailsSchema.extend({
  planIds: z
    .array(numericId('Choose a plan'), {
      error: EMPTY_CART_MESSAGE,
    })
    .min(1, EMPTY_CART_MESSAGE)
    .max(MAX_ORDER_PLANS, 'An order can hold at most 20 plans'),
});

export type CheckoutDetails = z.input<typeof checkoutDetailsSchema>;

/**
 * The plans a checkout link names (`/checkout?planIds=3&planIds=7`), each once, or null when it
 * names none and checkout shows the cart kept in the browser.
 */
export function linkedPlanIds(search: URLSearchParams): number[] | null {
  const values = search.getAll('planIds').flatMap((value) => value.split(','));
  if (!values.length) return null;
  const ids = values
    .map((value) => Number(value.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_ORDER_PLANS);
}

/** The checkout link for these plans: what the cart and the pricing cards open. */
export function checkoutHref(planIds: readonly number[]): string {
  const search = new URLSearchParams();
  for (const id of planIds) search.append('planIds', String(id));
  return `/checkout?${search.toString()}`;
}

/**
 * One ordered plan, priced from the catalogue when the order was placed. The order keeps these
 * values as they were at the time of sale, so a later price or billing change never alters it
 * (docs/decisions/049-money-model.md).
 */
export interface OrderItem {
  planId: number;
  title: string;
  planFor: string;
  billing: BillingPeriod;
  priceCents: number;
}

interface CataloguePlan {
  id: number;
  title: string;
  planFor: string;
  priceCents: number;
  billing: BillingPeriod;
}

/**
 * Prices an order from the catalogue by plan id: the client's prices are never used. Each plan
 * counts once; ids the catalogue does not know are returned so the caller can refuse the order.
 */
export function priceOrder(
  planIds: readonly number[],
  catalogue: readonly CataloguePlan[],
): { items: OrderItem[]; totalCents: number; unknownIds: number[] } {
  const items: OrderItem[] = [];
  const unknownIds: number[] = [];
  for (const id of new Set(planIds)) {
    const plan = catalogue.find((p) => p.id === id);
    if (!plan) {
      unknownIds.push(id);
      continue;
    }
    items.push({
      planId: plan.id,
      title: plan.title,
      planFor: plan.planFor,
      billing: plan.billing,
      priceCents: plan.priceCents,
    });
  }
  return { items, totalCents: items.reduce((sum, item) => sum + item.priceCents, 0), unknownIds };
}

export interface OrderSubtotals {
  /** Paid once. */
  oneOffCents: number;
  /** Paid every month, starting with the first invoice. */
  monthlyCents: number;
  /** The first invoice: the one-off prices and the first month. */
  firstPaymentCents: number;
}

/** The order's totals by billing period, so a monthly price is never passed off as a one-off. */
export function orderSubtotals(
  items: readonly { priceCents: number; billing: BillingPeriod }[],
): OrderSubtotals {
  let oneOffCents = 0;
  let monthlyCents = 0;
  for (const item of items)
    switch (item.billing) {
      case 'one-off':
        oneOffCents += item.priceCents;
        break;
      case 'monthly':
        monthlyCents += item.priceCents;
        break;
      default:
        return unreachable(item.billing);
    }
  return { oneOffCents, monthlyCents, firstPaymentCents: oneOffCents + monthlyCents };
}

/**
 * The order's totals as lines of text, in the order a summary shows them: the one-off and monthly
 * subtotals when the order mixes them, then the total of the first invoice.
 */
export function orderTotalLines(
  items: readonly { priceCents: number; billing: BillingPeriod }[],
): [label: string, amount: string][] {
  const { oneOffCents, monthlyCents, firstPaymentCents } = orderSubtotals(items);
  const money = (cents: number) => formatMoney(cents, { cents: 'always' });
  const lines: [string, string][] = [];
  if (oneOffCents && monthlyCents) lines.push(['One-off', money(oneOffCents)]);
  if (monthlyCents) lines.push(['Monthly', `${money(monthlyCents)} per month`]);
  lines.push([
    'Total',
    monthlyCents ? `${money(firstPaymentCents)} (first invoice)` : money(firstPaymentCents),
  ]);
  return lines;
}

/** 'Basic Plan, Social Media Marketing, $499.00 (per month)': one line per plan (docs/product.md#order-confirmation). */
export function orderItemLine(item: OrderItem): string {
  return `${item.title}, ${item.planFor}, ${formatMoney(item.priceCents, { cents: 'always' })} (${billingLabels[item.billing]})`;
}

export const ORDER_SUCCESS = 'Thank you! Your order has been placed.';

export const ORDER_FAILURE = 'We could not place your order. Please try again.';

export const PLAN_UNAVAILABLE =
  'A plan in your cart is no longer available. Please update your cart.';
