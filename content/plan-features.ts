/**
 * How a plan's features read as text. Apart from the catalogue in plans.ts so that pages which only
 * format a plan they already hold (the cart on every page) do not download every plan.
 */
export type PlanFeature = string | { label: string; available: boolean };

export function planFeatureLabel(feature: PlanFeature): string {
  return typeof feature === 'string' ? feature : feature.label;
}

/** Plain string features count as available. */
export function isPlanFeatureAvailable(feature: PlanFeature): boolean {
  return typeof feature === 'string' ? true : feature.available;
}

/**
 * The plan's available features as text: one '• label' line per feature, joined by newlines
 * (docs/product.md#selected-plan: the selected plan's features are flattened to bullet-prefixed text).
 */
export function flattenPlanFeatures(plan: { features: PlanFeature[] }): string {
  return plan.features
    .filter(isPlanFeatureAvailable)
    .map((feature) => `• ${planFeatureLabel(feature)}`)
    .join('\n');
}
