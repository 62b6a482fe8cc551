import type { PricingPlan } from '~/content/plans';
import { formatDollarsPlain, formatMoney, parseDollars } from './format';
import { hasNoControlCharacters, MAX_INTEGER_COLUMN, requiredText } from './fields';
import { z } from './zod';

/**
 * A service's plans as the selling pages, the cart, checkout and the invoice builder read them
 * (docs/product.md#prices). Admins manage them on the dashboard's services screen; the server
 * prices every order and invoice from them.
 */

// Billing lives in its own module, free of schemas, so the cart on every page stays small.
export {
  billingLabels,
  billingOfDurationText,
  billingPeriods,
  type BillingPeriod,
} from './billing';
import { billingPeriods } from './billing';

/**
 * A billing period, as an admin chooses it and as the server reads it back from a row: one of
 * `billingPeriods`, nothing else.
 */
export const billingPeriodSchema = z.enum(billingPeriods, {
  error: 'Choose how often the plan is paid',
});

/**
 * A plan as every page shows it: the catalogue's fields (price in cents and billing) plus its
 * service and the words its billing is shown with. Money stays in cents until it is printed
 * (docs/decisions/049-money-model.md).
 */
export interface PlanView extends PricingPlan {
  serviceId: string;
  /** The billing's words ('per month'), `billingLabels[billing]`. */
  duration: string;
}

/**
 * The most a plan may cost: $1,000,000. An order holds at most 20 plans and an invoice 20 lines,
 * so their totals (20 × this) stay within an integer column (`MAX_INTEGER_COLUMN`) on both
 * databases.
 */
export const MAX_PLAN_CENTS = 100_000_000;
const UNKNOWN_PLAN = 'This plan does not belong to the service';
const tooLarge = (label: string) => `${label} must be at most ${formatMoney(MAX_PLAN_CENTS)}`;

/** One plan as an admin writes it through the API. */
export const planInputSchema = z
  .object({
    /** Present for a plan that exists; absent for a new one. */
    id: z
      .number({ error: UNKNOWN_PLAN })
      .int(UNKNOWN_PLAN)
      .min(1, UNKNOWN_PLAN)
      .max(MAX_INTEGER_COLUMN, UNKNOWN_PLAN)
      .optional(),
    title: requiredText('Title', 80),
    description: z
      .string()
      .trim()
      .max(400, 'Description must be at most 400 characters')
      .refine(hasNoControlCharacters, 'Description contains characters that cannot be shown')
      .default(''),
    priceCents: z
      .number({ error: 'Price is required' })
      .int('Price must be in whole cents')
      .min(0, 'Price cannot be negative')
      .max(MAX_PLAN_CENTS, tooLarge('Price')),
    prevPriceCents: z
      .number()
      .int('Previous price must be in whole cents')
      .min(0, 'Previous price cannot be negative')
      .max(MAX_PLAN_CENTS, tooLarge('Previous price'))
      .default(0),
    billing: billingPeriodSchema,
    features: z
      .array(
        z
          .object({
            label: requiredText('Feature', 120),
            included: z.boolean(),
          })
          .strict(),
      )
      .max(20, 'At most 20 features'),
  })
  .strict();

export type PlanInput = z.output<typeof planInputSchema>;

/** A service's whole list of plans, in the order the pricing page shows them. */
export const servicePlansSchema = z
  .object({
    plans: z
      .array(planInputSchema)
      .max(6, 'A service can have at most 6 plans')
      .refine(
        (plans) =>
          new Set(plans.map((p) => p.id).filter(Boolean)).size === plans.filter((p) => p.id).length,
        'A plan appears twice',
      ),
  })
  .strict();

/** '1,697.50' or '$499' typed by an admin → cents; anything else is not a price. */
const priceText = (label: string, required: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => !required || value !== '', `${label} is required`)
    .refine(
      (value) => value === '' || parseDollars(value) !== undefined,
      `Enter ${label.toLowerCase()} in dollars, for example 499 or 1,697.50`,
    )
    .refine((value) => (parseDollars(value) ?? 0) <= MAX_PLAN_CENTS, tooLarge(label));

/** The dashboard's plans form: prices as the admin types them, checked by the same rules. */
export const planFormSchema = z.object({
  plans: z
    .array(
      z.object({
        id: z.number().int().positive().optional(),
        title: requiredText('Title', 80),
        description: z.string().trim().max(400, 'Description must be at most 400 characters'),
        price: priceText('Price', true),
        prevPrice: priceText('Previous price', false),
        billing: billingPeriodSchema,
        features: z
          .array(z.object({ label: requiredText('Feature', 120), included: z.boolean() }))
          .max(20, 'At most 20 features'),
      }),
    )
    .max(6, 'A service can have at most 6 plans'),
});

export type PlanFormValues = z.input<typeof planFormSchema>;

/** The plans form's values as the API takes them. */
export function planInputsFromForm(values: z.output<typeof planFormSchema>): PlanInput[] {
  return values.plans.map((plan) => ({
    ...(plan.id ? { id: plan.id } : {}),
    title: plan.title,
    description: plan.description,
    priceCents: parseDollars(plan.price) ?? 0,
    prevPriceCents: parseDollars(plan.prevPrice) ?? 0,
    billing: plan.billing,
    features: plan.features,
  }));
}

/** A stored plan as the plans form starts from. */
export function planFormValuesOf(plans: readonly PlanView[]): PlanFormValues {
  return {
    plans: plans.map((plan) => ({
      id: plan.id,
      title: plan.title,
      description: plan.description,
      price: formatDollarsPlain(plan.priceCents),
      prevPrice: plan.prevPriceCents ? formatDollarsPlain(plan.prevPriceCents) : '',
      billing: plan.billing,
      features: plan.features.map((feature) =>
        typeof feature === 'string'
          ? { label: feature, included: true }
          : { label: feature.label, included: feature.available },
      ),
    })),
  };
}

/** The plans on sale grouped by service, in the catalogue's order: the pricing page's sections. */
export function plansByService(plans: readonly PlanView[]) {
  const groups: { slug: string; heading: string; plans: PlanView[] }[] = [];
  for (const plan of plans) {
    const group = groups.at(-1);
    if (group?.slug === plan.relatedService) group.plans.push(plan);
    else groups.push({ slug: plan.relatedService, heading: plan.planFor, plans: [plan] });
  }
  return groups;
}
