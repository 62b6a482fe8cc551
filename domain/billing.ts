// How often a plan is paid, kept apart from domain/plan.ts's schemas: the cart (loaded on every
// page) needs these words and values, not zod.

/** How often a plan is paid: once (per project) or every month. */
export const billingPeriods = ['one-off', 'monthly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** The words a price is followed by on cards, in the cart and in emails. */
export const billingLabels: Record<BillingPeriod, string> = {
  'one-off': 'per project',
  monthly: 'per month',
};

/**
 * The billing period that duration text written before plans carried their billing ('per month',
 * 'Per Month', 'per project') stands for: only for such old data (a cart kept in a browser); every
 * price today comes with its `billing` (docs/decisions/049-money-model.md).
 */
export function billingOfDurationText(duration: string): BillingPeriod {
  return /\bmonth/i.test(duration) ? 'monthly' : 'one-off';
}
