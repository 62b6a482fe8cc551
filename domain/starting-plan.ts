import type { PlanView } from './plan';

// Kept apart from domain/plan.ts's schemas: a service page's script needs this, not zod.

/**
 * The plan a service's prices start at: its cheapest, the first of equals in the order the page
 * lists them; undefined for a service without plans.
 */
export function startingPlan<T extends Pick<PlanView, 'priceCents'>>(
  plans: readonly T[],
): T | undefined {
  return plans.reduce<T | undefined>(
    (cheapest, plan) => (!cheapest || plan.priceCents < cheapest.priceCents ? plan : cheapest),
    undefined,
  );
}
