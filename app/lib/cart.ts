import { flattenPlanFeatures } from '~/content/plan-features';
import type { PricingPlan } from '~/content/plans';
import { createPersistedStore } from './persisted-store';

/** A cart item (docs/product.md#cart). Prices shown here are always recomputed on the server at checkout. */
export interface CartItem {
  id: number;
  title: string;
  price: string;
  duration: string;
  planFor: string;
}

// Stored values are checked by hand: this module is on every page, and a schema library is not.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isPlanId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0;

function parseCart(value: unknown): CartItem[] {
  if (!Array.isArray(value) || value.length > 50) throw new Error('bad cart');
  return value.map((item) => {
    if (
      !isRecord(item) ||
      !isPlanId(item.id) ||
      !isText(item.title, 80) ||
      !isText(item.price, 20) ||
      !isText(item.duration, 40) ||
      !isText(item.planFor, 120)
    ) {
      throw new Error('bad cart item');
    }
    return {
      id: item.id,
      title: item.title,
      price: item.price,
      duration: item.duration,
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
    price: plan.price,
    duration: plan.duration,
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

/** The selected plan is the plan with its features flattened to bullet text (docs/product.md#selected-plan). */
export interface SelectedPlan {
  id: number;
  title: string;
  price: string;
  prevPrice: string;
  planFor: string;
  description: string;
  duration: string;
  features: string;
}

function parseSelectedPlan(value: unknown): SelectedPlan {
  if (!isRecord(value) || !isPlanId(value.id)) throw new Error('bad selected plan');
  const text = (key: string): string => {
    const field = value[key];
    if (!isText(field, 4000)) throw new Error('bad selected plan');
    return field;
  };
  return {
    id: value.id,
    title: text('title'),
    price: text('price'),
    prevPrice: text('prevPrice'),
    planFor: text('planFor'),
    description: text('description'),
    duration: text('duration'),
    features: text('features'),
  };
}

export const selectedPlanStore = createPersistedStore<SelectedPlan | null>(
  'selected-plan',
  null,
  'session',
  parseSelectedPlan,
);

export function selectPlan(plan: PricingPlan) {
  selectedPlanStore.set({
    id: plan.id,
    title: plan.title,
    price: plan.price,
    prevPrice: plan.prevPrice,
    planFor: plan.planFor,
    description: plan.description,
    duration: plan.duration,
    features: flattenPlanFeatures(plan),
  });
}

export const useSelectedPlan = selectedPlanStore.useValue;
