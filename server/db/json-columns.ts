import type { OrderItem } from '~/domain/order';
import { billingPeriodSchema } from '~/domain/plan';
import type { InvoiceLine } from '~/domain/invoice';
import type { ServiceDetailsView } from '~/domain/service';
import { z } from '~/domain/zod';

/**
 * The JSON columns and the one way they are read: through a schema, so a value written by hand,
 * by an older release or cut short reads as its column's empty value (or loses only the entries
 * that do not fit) instead of taking a page down. Each column's shape is here, beside the others.
 */
export function readJson<T>(schema: z.ZodType<T>, text: string | null | undefined, empty: T): T {
  if (!text) return empty;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return empty;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : empty;
}

/** A list whose entries are read one by one: an entry that does not fit is left out. */
const listOf = <T>(entry: z.ZodType<T>) =>
  z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = entry.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

const text = z.string().catch('');
const maybe = <T>(schema: z.ZodType<T>) => schema.optional().catch(undefined);
const cents = z.coerce.number().catch(0);

/** `outbox_emails.to_addresses`. */
export const emailAddressesColumn = z.array(z.string());

/** `orders.items`: each line as sold (docs/decisions/049-money-model.md). */
export const orderItemsColumn: z.ZodType<OrderItem[]> = listOf(
  z.object({
    planId: z.coerce.number(),
    title: text,
    planFor: text,
    // The periods are the domain's; a line whose billing does not read (written by hand) counts
    // as paid once, as the module's rule is to read what fits rather than take the page down.
    billing: billingPeriodSchema.catch('one-off'),
    priceCents: cents,
  }),
);

/** `invoices.lines`. */
export const invoiceLinesColumn: z.ZodType<InvoiceLine[]> = listOf(
  z.object({
    service: text,
    serviceTitle: text,
    plan: text,
    discountPercent: cents,
    priceCents: cents,
    discountCents: cents,
    amountCents: cents,
  }),
);

/** `plans.features`: stored as `{ label, included }`, read as `{ label, available }`. */
export const planFeaturesColumn = listOf(
  z
    .object({ label: z.string(), included: z.unknown().optional() })
    .transform(({ label, included }) => ({ label, available: included !== false })),
);

/** `services.features`. */
export const serviceFeaturesColumn = listOf(z.string());

/** `services.details`: whatever of the details page a service has; the rest is empty. */
export const serviceDetailsColumn: z.ZodType<Partial<ServiceDetailsView>> = z
  .object({
    serviceDetailMainThumb: maybe(z.string()),
    mainTitle: maybe(z.string()),
    tags: maybe(listOf(z.string())),
    overviewCol_1: maybe(z.string()),
    overviewCol_2: maybe(z.string()),
    benefits: maybe(z.string()),
    progressBars: maybe(listOf(z.object({ title: z.string(), percentage: z.string() }))),
    serviceDetailThumb1: maybe(z.string()),
    serviceDetailThumb2: maybe(z.string()),
  })
  // A field that is missing or does not fit is left out, and shows as empty.
  .transform((details) =>
    Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)),
  );
