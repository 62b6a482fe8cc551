import { demoBlogs } from '../../content/blogs';
import { insertSeedBlogs } from '../blogs/blog-store';
import type { Logger } from '../logger';
import type { Db } from './database';

const FLAG = 'demo_blogs_seeded';

/**
 * Demo content for a new installation (SEED_DEMO): inserted once, recorded by a settings flag, so
 * a demo article that staff delete stays deleted and a restart never duplicates anything.
 */
export async function seedDemoContent(db: Db, logger: Logger): Promise<void> {
  const done = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', FLAG)
    .executeTakeFirst();
  if (done) return;
  const blogs = await insertSeedBlogs(
    db,
    demoBlogs.map(({ slug, ...blog }) => ({ ...blog, seedKey: slug })),
  );
  await db
    .insertInto('app_settings')
    .values({ key: FLAG, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  if (blogs) logger.info({ blogs }, 'demo blogs seeded');
}
