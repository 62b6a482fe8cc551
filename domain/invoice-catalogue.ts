/** The services and plans an invoice may bill, and what choosing them in a row sets. */

/** The plan a row takes when its service is chosen, if the service has it. */
export const DEFAULT_PLAN = 'Basic Plan';

export interface CataloguePlan {
  title: string;
  priceCents: number;
}

export interface CatalogueService {
  slug: string;
  title: string;
  /** The service's own price, used when it has no plans. */
  priceCents: number;
  plans: CataloguePlan[];
}

/** The services an invoice may bill, with their plans; the server builds it from its own data. */
export type InvoiceCatalogue = CatalogueService[];

export function buildInvoiceCatalogue(
  services: { url: string; title: string; priceCents: number }[],
  plans: { relatedService: string; title: string; priceCents: number }[],
): InvoiceCatalogue {
  return services.map((service) => ({
    slug: service.url,
    title: service.title,
    priceCents: service.priceCents,
    plans: plans
      .filter((plan) => plan.relatedService === service.url)
      .map((plan) => ({ title: plan.title, priceCents: plan.priceCents })),
  }));
}

export function findService(catalogue: InvoiceCatalogue, slug: string | undefined) {
  return slug ? catalogue.find((service) => service.slug === slug) : undefined;
}

// Service rows

export interface InvoiceRowChoice {
  service: string;
  plan: string;
  /** Cents, from the catalogue. */
  price: number;
}

/**
 * Choosing a service sets the plan to Basic Plan if the service has one (else its first plan), and
 * the price to that plan's price; a service without plans has an empty plan and its own price, or 0.
 */
export function selectService(catalogue: InvoiceCatalogue, slug: string): InvoiceRowChoice {
  const service = findService(catalogue, slug);
  if (!service) return { service: '', plan: '', price: 0 };
  // A service whose plans are named otherwise starts on its first plan.
  const basic = service.plans.find((plan) => plan.title === DEFAULT_PLAN) ?? service.plans[0];
  if (basic) return { service: service.slug, plan: basic.title, price: basic.priceCents };
  return { service: service.slug, plan: '', price: service.priceCents };
}

/** Choosing another plan sets its price, or 0 when the service has no such plan. */
export function selectPlan(
  catalogue: InvoiceCatalogue,
  slug: string,
  plan: string,
): InvoiceRowChoice {
  const found = findService(catalogue, slug)?.plans.find((p) => p.title === plan);
  return { service: slug, plan, price: found ? found.priceCents : 0 };
}

/** The price the catalogue gives a row: the plan's when the service has plans, else its own. */
export function catalogueRowPrice(catalogue: InvoiceCatalogue, slug: string, plan: string): number {
  const service = findService(catalogue, slug);
  if (!service) return 0;
  if (service.plans.length === 0) return service.priceCents;
  return service.plans.find((p) => p.title === plan)?.priceCents ?? 0;
}

/**
 * A row chosen before the builder's scripts ran (when every plan of every service is offered), as
 * choosing it with them would have left it: a plan of the service keeps its price; a plan the
 * service does not have, or none, gives way to the plan choosing the service sets.
 */
export function settleRow<Row extends InvoiceRowChoice>(
  catalogue: InvoiceCatalogue,
  row: Row,
): Row {
  const service = findService(catalogue, row.service);
  if (!service) return { ...row, price: 0 };
  const choice = service.plans.some((plan) => plan.title === row.plan)
    ? selectPlan(catalogue, service.slug, row.plan)
    : selectService(catalogue, service.slug);
  return { ...row, ...choice };
}
