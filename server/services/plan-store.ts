import { sql, type Selectable } from 'kysely';
import { plans as catalogue } from '~/content/plans';
import {
  billingLabels,
  billingPeriodSchema,
  type BillingPeriod,
  type PlanInput,
  type PlanView,
} from '~/domain/plan';
import type { ContentStore } from '~/server/cache/content-version';
import type { Clock } from '~/server/clock';
import type { Db } from '~/server/db/database';
import { FieldRefused } from '~/server/errors';
import type { PlansTable, ServicesTable } from '~/server/db/schema';
import { once } from '~/server/db/provision';
import { nextSequence } from '~/server/db/sequences';
import { planFeaturesColumn, readJson } from '~/server/db/json-columns';

/**
 * Each service's plans (docs/product.md#prices): the one source every selling page, the cart,
 * checkout, the order and the invoice builder read. A plan of an inactive service is not for sale.
 */

type PlanRow = Selectable<PlansTable> &
  Pick<Selectable<ServicesTable>, 'slug'> & {
    service_title: string;
  };

/**
 * The plan's billing period, read with the domain's schema. Writes accept nothing else, so any
 * other text was put in the table by hand: it is an error to fix there, never a price to sell
 * under a billing guessed for it.
 */
function billingOf(row: PlanRow): BillingPeriod {
  const billing = billingPeriodSchema.safeParse(row.billing);
  if (!billing.success)
    throw new Error(`Plan ${row.id} has an unknown billing period: ${JSON.stringify(row.billing)}`);
  return billing.data;
}

function toPlanView(row: PlanRow): PlanView {
  const billing = billingOf(row);
  return {
    id: Number(row.id),
    serviceId: row.service_id,
    relatedService: row.slug,
    planFor: row.service_title,
    title: row.title,
    description: row.description,
    priceCents: Number(row.price_cents),
    prevPriceCents: Number(row.prev_price_cents),
    billing,
    duration: billingLabels[billing],
    features: readJson(planFeaturesColumn, row.features, []),
  };
}

function planQuery(db: Db) {
  return db
    .selectFrom('plans')
    .innerJoin('services', 'services.id', 'plans.service_id')
    .selectAll('plans')
    .select(['services.slug', 'services.title as service_title'])
    .orderBy('services.sort_order')
    .orderBy('services.created_at')
    .orderBy('plans.sort_order')
    .orderBy('plans.id');
}

/** The plans on sale (of active services), in the order the pricing page shows them. */
export async function listPlansOnSale(db: Db): Promise<PlanView[]> {
  const rows = await planQuery(db).where('services.is_active', '=', 1).execute();
  return rows.map(toPlanView);
}

/**
 * Of `ids`, the plans that exist but are not on sale (their service is inactive), as a page may
 * name them to a visitor who followed a link to them; a deleted plan is not among them.
 */
export async function withdrawnPlansOf(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; title: string; planFor: string }[]> {
  if (!ids.length) return [];
  const rows = await planQuery(db)
    .where('plans.id', 'in', [...ids])
    .where('services.is_active', '=', 0)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), title: row.title, planFor: row.service_title }));
}

/** Every plan, of active and inactive services alike (admins). */
export async function listAllPlans(db: Db): Promise<PlanView[]> {
  return (await planQuery(db).execute()).map(toPlanView);
}

/** One service's plans, whether it is active or not (the dashboard's plans editor). */
export async function listServicePlans(db: Db, serviceId: string): Promise<PlanView[]> {
  const rows = await planQuery(db).where('plans.service_id', '=', serviceId).execute();
  return rows.map(toPlanView);
}

/** A plan on sale by id, or undefined when it is gone or its service is inactive. */
export async function findPlanOnSale(db: Db, id: number): Promise<PlanView | undefined> {
  const row = await planQuery(db)
    .where('services.is_active', '=', 1)
    .where('plans.id', '=', id)
    .executeTakeFirst();
  return row ? toPlanView(row) : undefined;
}

/** Thrown when a plan id in the admin's list does not belong to the service. */
export class UnknownPlanError extends FieldRefused {
  constructor(index: number) {
    const message = 'This plan does not belong to the service';
    super(`plans.${index}.id`, message, message);
    this.name = 'UnknownPlanError';
  }
}

/**
 * Makes the service's plans exactly the given list, in its order: plans with an id are updated,
 * new ones are numbered from the `plan_id` sequence, and plans left out are deleted. Orders and
 * invoices keep their own copy of what was bought, so deleting a plan changes no history. The
 * pricing pages follow once it has committed.
 */
export async function replaceServicePlans(
  store: ContentStore,
  serviceId: string,
  inputs: readonly PlanInput[],
): Promise<PlanView[]> {
  const { db } = store;
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('plans')
      .select('id')
      .where('service_id', '=', serviceId)
      .execute();
    const ids = new Set(existing.map((row) => Number(row.id)));
    const kept = new Set<number>();
    const now = store.clock.now().toISOString();
    for (const [index, input] of inputs.entries()) {
      const values = {
        title: input.title,
        description: input.description,
        price_cents: input.priceCents,
        prev_price_cents: input.prevPriceCents,
        billing: input.billing,
        features: JSON.stringify(input.features),
        sort_order: index,
        updated_at: now,
      };
      if (input.id !== undefined) {
        if (!ids.has(input.id)) throw new UnknownPlanError(index);
        kept.add(input.id);
        await trx.updateTable('plans').set(values).where('id', '=', input.id).execute();
      } else {
        const id = await nextPlanId(trx);
        await trx
          .insertInto('plans')
          .values({ ...values, id, service_id: serviceId, created_at: now })
          .execute();
      }
    }
    const removed = [...ids].filter((id) => !kept.has(id));
    if (removed.length) await trx.deleteFrom('plans').where('id', 'in', removed).execute();
  });
  await store.contentVersion.changed();
  return listServicePlans(db, serviceId);
}

/**
 * The next plan id. The sequence starts past the largest id in the table, so the catalogue's own
 * ids (inserted as they are) are never handed out again.
 */
async function nextPlanId(trx: Parameters<typeof nextSequence>[0]): Promise<number> {
  const { max } = await trx
    .selectFrom('plans')
    .select(sql<number | null>`max(id)`.as('max'))
    .executeTakeFirstOrThrow();
  const highest = Number(max ?? 0);
  return nextSequence(trx, 'plan_id', { taken: async (id) => id <= highest });
}

/**
 * The catalogue's plans for the services that exist, inserted once (a settings flag records it),
 * so a plan an admin deletes stays deleted and a price an admin changes is never reset.
 */
export async function ensurePlanCatalogue(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  return (await once(db, 'plans_seeded', now, (trx) => insertCataloguePlans(trx, now))) ?? 0;
}

async function insertCataloguePlans(db: Db, createdAt: Date): Promise<number> {
  const services = await db.selectFrom('services').select(['id', 'slug']).execute();
  const serviceIds = new Map(services.map((service) => [service.slug, service.id]));
  let inserted = 0;
  const now = createdAt.toISOString();
  for (const [index, plan] of catalogue.entries()) {
    const serviceId = serviceIds.get(plan.relatedService);
    if (!serviceId) continue;
    await db
      .insertInto('plans')
      .values({
        id: plan.id,
        service_id: serviceId,
        title: plan.title,
        description: plan.description,
        price_cents: plan.priceCents,
        prev_price_cents: plan.prevPriceCents,
        billing: plan.billing,
        features: JSON.stringify(
          plan.features.map((feature) =>
            typeof feature === 'string'
              ? { label: feature, included: true }
              : { label: feature.label, included: feature.available },
          ),
        ),
        sort_order: index,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    inserted += 1;
  }
  return inserted;
}
