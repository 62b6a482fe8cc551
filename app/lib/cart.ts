import type { PricingPlan } from '~/content/plans';
import { parseDollars } from '~/domain/format';
import { billingOfDurationText, billingPeriods, type BillingPeriod } from '~/domain/billing';
import { createPersistedStore } from './persisted-store';

/** A cart item (docs/product.md#cart). Prices shown here are always recomputed on the server at checkout. */
export interface CartItem {
  id: number;
  title: string;
  /** In cents, as the plan cost when it was added. */
  priceCents: number;
  billing: BillingPeriod;
  planFor: string;
}

// Stored values are checked by hand: this module is on every page, and a schema library is not.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
export const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
export const isPlanId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;
export const isCents = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * A stored amount and billing: cents and a billing period, or, in an entry a browser kept from
 * before they existed, the dollar text ('499') and duration text ('per month') it held then
 * (docs/decisions/049-money-model.md). Undefined when neither reads.
 */
export function storedMoney(
  item: Record<string, unknown>,
): { cents: number; billing: BillingPeriod } | undefined {
  const billing = billingPeriods.find((period) => period === item.billing);
  if (isCents(item.priceCents) && billing) return { cents: item.priceCents, billing };
  const legacy = item.price;
  if (!isText(legacy, 20) || !isText(item.duration, 40)) return undefined;
  return { cents: parseDollars(legacy) ?? 0, billing: billingOfDurationText(item.duration) };
}

function parseCart(value: unknown): CartItem[] {
  if (!Array.isArray(value) || value.length > 50) throw new Error('bad cart');
  return value.map((item) => {
    if (
      !isRecord(item) ||
      !isPlanId(item.id) ||
      !isText(item.title, 80) ||
      !isText(item.planFor, 120)
    )
      throw new Error('bad cart item');
    const money = storedMoney(item);
    if (!money) throw new Error('bad cart item');
    return {
      id: item.id,
      title: item.title,
      priceCents: money.cents,
      billing: money.billing,
      planFor: item.planFor,
    };
  });
}

const emptyCart: CartItem[] = [];

export const cartStore = createPersistedStore<CartItem[]>('cart', emptyCart, 'local', parseCart);

export function toCartItem(plan: PricingPlan): CartItem {
  return {
    id: plan.id,
    title: plan.title,
    priceCents: plan.priceCents,
    billing: plan.billing,
    planFor: plan.planFor,
  };
}

/** Adds a plan once; adding it again keeps a single line (a plan is a subscription, not a quantity). */
export function addToCart(plan: PricingPlan) {
  cartStore.set((items) =>
    items.some((i) => i.id === plan.id) ? items : [...items, toCartItem(plan)],
  );
}

export function removeFromCart(id: number) {
  cartStore.set((items) => items.filter((i) => i.id !== id));
}

export const useCart = cartStore.useValue;
