import { demoBlogs } from '~/content/blogs';
import { blogInputSchema } from '~/domain/blog';
import { insertSeedBlogs } from '~/server/blogs/blog-store';
import type { Logger } from '~/server/logger';
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
  // Demo articles pass the same schema as a blog written through the API, and are stored by the
  // same record builder, so demo content is never shaped differently from real content.
  const blogs = await insertSeedBlogs(
    db,
    demoBlogs.map(({ slug, author, createdAt, ...blog }) => ({
      ...blogInputSchema.parse(blog),
      seedKey: slug,
      author,
      createdAt,
    })),
  );
  await db
    .insertInto('app_settings')
    .values({ key: FLAG, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  if (blogs) logger.info({ blogs }, 'demo blogs seeded');
}
