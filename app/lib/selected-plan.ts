import { flattenPlanFeatures } from '~/content/plan-features';
import type { PricingPlan } from '~/content/plans';
import { parseDollars } from '~/domain/format';
import type { BillingPeriod } from '~/domain/billing';
import { isCents, isPlanId, isRecord, isText, storedMoney } from './cart';
import { createPersistedStore } from './persisted-store';

/**
 * The plan a visitor chose with Buy Now, carried to the contact form (docs/product.md#selected-plan).
 * Its own module: the header's cart count, on every page, needs none of it.
 */

/** The selected plan is the plan with its features flattened to bullet text (docs/product.md#selected-plan). */
export interface SelectedPlan {
  id: number;
  title: string;
  priceCents: number;
  prevPriceCents: number;
  billing: BillingPeriod;
  planFor: string;
  description: string;
  features: string;
}

function parseSelectedPlan(value: unknown): SelectedPlan {
  if (!isRecord(value) || !isPlanId(value.id)) throw new Error('bad selected plan');
  const text = (key: string): string => {
    const field = value[key];
    if (!isText(field, 4000)) throw new Error('bad selected plan');
    return field;
  };
  const money = storedMoney(value);
  if (!money) throw new Error('bad selected plan');
  const prevPrice = isCents(value.prevPriceCents)
    ? value.prevPriceCents
    : isText(value.prevPrice, 20)
      ? (parseDollars(value.prevPrice) ?? 0)
      : 0;
  return {
    id: value.id,
    title: text('title'),
    priceCents: money.cents,
    prevPriceCents: prevPrice,
    billing: money.billing,
    planFor: text('planFor'),
    description: text('description'),
    features: text('features'),
  };
}

export const selectedPlanStore = createPersistedStore<SelectedPlan | null>(
  'selected-plan',
  null,
  'session',
  parseSelectedPlan,
);

/** What the contact form keeps of a plan. */
export function selectedPlanFrom(plan: PricingPlan): SelectedPlan {
  return {
    id: plan.id,
    title: plan.title,
    priceCents: plan.priceCents,
    prevPriceCents: plan.prevPriceCents,
    billing: plan.billing,
    planFor: plan.planFor,
    description: plan.description,
    features: flattenPlanFeatures(plan),
  };
}

export function selectPlan(plan: PricingPlan) {
  selectedPlanStore.set(selectedPlanFrom(plan));
}

export const useSelectedPlan = selectedPlanStore.useValue;
