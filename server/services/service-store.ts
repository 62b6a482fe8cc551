import { randomBytes } from 'node:crypto';
import { uniqueViolation } from '~/server/db/unique-violation';
import type { Selectable } from 'kysely';
import {
  slugify,
  type ServiceDetailsView,
  type ServiceInput,
  type ServiceView,
} from '~/domain/service';
import { sanitizeRichText } from '~/server/blogs/sanitize';
import { newObjectId } from '~/domain/ids';
import { services as catalogue } from '~/content/services';
import type { ContentStore } from '~/server/cache/content-version';
import type { Clock } from '~/server/clock';
import type { Db } from '~/server/db/database';
import { once } from '~/server/db/provision';
import type { ServicesTable } from '~/server/db/schema';
import { readJson, serviceDetailsColumn, serviceFeaturesColumn } from '~/server/db/json-columns';

const emptyDetails: ServiceDetailsView = {
  serviceDetailMainThumb: '',
  mainTitle: '',
  tags: [],
  overviewCol_1: '',
  overviewCol_2: '',
  benefits: '',
  progressBars: [],
  serviceDetailThumb1: '',
  serviceDetailThumb2: '',
};

export function toServiceView(row: Selectable<ServicesTable>): ServiceView {
  return {
    _id: row.id,
    url: row.slug,
    title: row.title,
    description: row.description,
    longDescription: row.long_description,
    bgImageUrl: row.image_url,
    thumbnailImageUrl: row.thumb_image_url,
    icon: row.icon,
    priceCents: Number(row.price_cents),
    cta: row.cta,
    features: readJson(serviceFeaturesColumn, row.features, []),
    serviceDetails: { ...emptyDetails, ...readJson(serviceDetailsColumn, row.details, {}) },
    isActive: Boolean(row.is_active),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listServices(
  db: Db,
  { activeOnly }: { activeOnly: boolean },
): Promise<ServiceView[]> {
  let query = db.selectFrom('services').selectAll().orderBy('sort_order').orderBy('created_at');
  if (activeOnly) query = query.where('is_active', '=', 1);
  return (await query.execute()).map(toServiceView);
}

export async function findServiceBySlug(db: Db, slug: string): Promise<ServiceView | undefined> {
  const row = await db
    .selectFrom('services')
    .selectAll()
    .where('slug', '=', slug)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row ? toServiceView(row) : undefined;
}

/**
 * The agency's three services are part of the product, not demo content: they are inserted on the
 * first start only (a settings flag records it), so a service staff later delete stays deleted.
 */
export async function ensureServiceCatalogue(db: Db, clock: Clock): Promise<number> {
  return (
    (await once(db, 'services_seeded', clock.now(), (trx) => insertMissingServices(trx, clock))) ??
    0
  );
}

/** Inserts the catalogue's services that are missing; never overwrites a staff edit. */
async function insertMissingServices(db: Db, clock: Clock): Promise<number> {
  let inserted = 0;
  for (const [index, service] of catalogue.entries()) {
    const exists = await db
      .selectFrom('services')
      .select('id')
      .where('slug', '=', service.url)
      .executeTakeFirst();
    if (exists) continue;
    const createdAt = clock.now();
    const now = createdAt.toISOString();
    const { longDescription, ...details } = service.serviceDetails;
    await db
      .insertInto('services')
      .values({
        id: newObjectId(createdAt),
        slug: service.url,
        title: service.title,
        description: service.description,
        long_description: longDescription,
        image_url: service.image,
        thumb_image_url: service.serviceDetails.serviceDetailThumb1,
        icon: service.icon,
        price_cents: service.priceCents,
        cta: service.cta,
        features: JSON.stringify(service.features),
        details: JSON.stringify(details),
        is_active: 1,
        sort_order: index,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    inserted += 1;
  }
  return inserted;
}

export async function findServiceById(db: Db, id: string): Promise<ServiceView | undefined> {
  const row = await db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toServiceView(row) : undefined;
}

async function uniqueSlug(db: Db, base: string, exceptId?: string): Promise<string> {
  const root = base || 'service';
  for (let n = 1; n < 100; n += 1) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    let query = db.selectFrom('services').select('id').where('slug', '=', candidate);
    if (exceptId) query = query.where('id', '!=', exceptId);
    if (!(await query.executeTakeFirst())) return candidate;
  }
  return `${root}-${randomBytes(3).toString('hex')}`;
}

/**
 * Runs a write that gives a service a slug. Two services given one slug at once can both find it
 * free; the second then meets the first on the unique index and steps over it, as the check would
 * have made it do.
 */
async function savingSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error)?.key !== 'services.slug' || attempt === 20) throw error;
    }
  }
}

/** Adds a service; the pages that list services follow at once. */
export async function createService(
  store: ContentStore,
  input: ServiceInput,
): Promise<ServiceView> {
  const { db } = store;
  const createdAt = store.clock.now();
  const now = createdAt.toISOString();
  const id = newObjectId(createdAt);
  const { count } = await db
    .selectFrom('services')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  await savingSlug(async () =>
    db
      .insertInto('services')
      .values({
        id,
        slug: await uniqueSlug(db, input.url ?? slugify(input.title)),
        title: input.title,
        description: input.description,
        long_description: sanitizeRichText(input.longDescription),
        image_url: input.bgImageUrl,
        thumb_image_url: input.thumbnailImageUrl,
        icon: 'Sparkles',
        price_cents: input.priceCents,
        cta: 'Learn More',
        features: '[]',
        details: JSON.stringify({ serviceDetailMainThumb: input.bgImageUrl }),
        is_active: input.isActive ? 1 : 0,
        sort_order: Number(count),
        created_at: now,
        updated_at: now,
      })
      .execute(),
  );
  await store.contentVersion.changed();
  return (await findServiceById(db, id))!;
}

export async function updateService(
  store: ContentStore,
  id: string,
  input: Partial<ServiceInput>,
): Promise<ServiceView> {
  const { db } = store;
  // The service page shows details.serviceDetailMainThumb as its banner; a new banner image
  // replaces it, or the page would keep showing the old one.
  let details: string | undefined;
  if (input.bgImageUrl !== undefined) {
    const row = await db
      .selectFrom('services')
      .select('details')
      .where('id', '=', id)
      .executeTakeFirst();
    details = JSON.stringify({
      ...readJson(serviceDetailsColumn, row?.details, {}),
      serviceDetailMainThumb: input.bgImageUrl,
    });
  }
  await savingSlug(async () =>
    db
      .updateTable('services')
      .set({
        ...(details !== undefined ? { details } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.longDescription !== undefined
          ? { long_description: sanitizeRichText(input.longDescription) }
          : {}),
        ...(input.bgImageUrl !== undefined ? { image_url: input.bgImageUrl } : {}),
        ...(input.thumbnailImageUrl !== undefined
          ? { thumb_image_url: input.thumbnailImageUrl }
          : {}),
        ...(input.url !== undefined ? { slug: await uniqueSlug(db, input.url, id) } : {}),
        ...(input.isActive !== undefined ? { is_active: input.isActive ? 1 : 0 } : {}),
        ...(input.priceCents !== undefined ? { price_cents: input.priceCents } : {}),
        updated_at: store.clock.now().toISOString(),
      })
      .where('id', '=', id)
      .execute(),
  );
  await store.contentVersion.changed();
  return (await findServiceById(db, id))!;
}

export async function deleteService(store: ContentStore, id: string): Promise<boolean> {
  const result = await store.db.deleteFrom('services').where('id', '=', id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await store.contentVersion.changed();
  return deleted;
}
