import { demoBlogs } from '~/content/blogs';
import { blogInputSchema } from '~/domain/blog';
import { insertSeedBlogs } from '~/server/blogs/blog-writes';
import type { Clock } from '~/server/clock';
import type { Logger } from '~/server/logger';
import { site } from '~/content/site';
import { ensureAdmin, type AdminBootstrap } from '~/server/auth/users';
import { ensurePlanCatalogue } from '~/server/services/plan-store';
import { ensureServiceCatalogue } from '~/server/services/service-store';
import { migrateToLatest, type Db } from '~/server/db/database';
import { once } from '~/server/db/provision';

/**
 * Demo content for a new installation (SEED_DEMO): inserted once, recorded by a settings flag, so
 * a demo article that staff delete stays deleted and a restart never duplicates anything.
 */
export async function seedDemoContent(db: Db, logger: Logger, clock: Clock): Promise<void> {
  // Demo articles pass the same schema as a blog written through the API, and are stored by the
  // same record builder, so demo content is never shaped differently from real content.
  const blogs = await once(db, 'demo_blogs_seeded', clock.now(), (trx) =>
    insertSeedBlogs(
      trx,
      demoBlogs.map(({ slug, author, createdAt, ...blog }) => ({
        ...blogInputSchema.parse(blog),
        seedKey: slug,
        author,
        createdAt,
      })),
    ),
  );
  if (blogs) logger.info({ blogs }, 'demo blogs seeded');
}

export interface PrepareOptions {
  admin: AdminBootstrap | undefined;
  seedDemo: boolean;
  dataDir: string;
  logger: Logger;
  /** The time stamped on what is inserted. */
  clock: Clock;
}

/**
 * What every start does to its database before serving: the migrations, then what is inserted
 * once in a database's life (server/db/provision.ts): the first admin, the service and plan
 * catalogue, and the demo content when asked for. Running it again, or on two instances at once,
 * inserts nothing twice.
 */
export async function prepareDatabase(db: Db, options: PrepareOptions): Promise<void> {
  const { logger } = options;
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ migrations: applied }, 'database migrated');
  await ensureAdmin(db, options.admin, logger, {
    defaultDomain: new URL(site.website).hostname.replace(/^www\./, ''),
    dataDir: options.dataDir,
    clock: options.clock,
  });
  const services = await ensureServiceCatalogue(db, options.clock);
  if (services) logger.info({ services }, 'service catalogue created');
  const plans = await ensurePlanCatalogue(db, options.clock);
  if (plans) logger.info({ plans }, 'plan catalogue created');
  if (options.seedDemo) await seedDemoContent(db, logger, options.clock);
}
