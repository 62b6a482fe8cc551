import { sql } from 'kysely';
import { slugify, uniqueSlug } from '~/domain/blog-slug';
import type { Db } from '~/server/db/database';
import { FieldRefused } from '~/server/errors';

/* A post's address (docs/product.md#blog-slugs): free, or made from its title. */

/** A field the store refused (a slug already in use): the API answers 400 for that field. */
export class BlogFieldError extends FieldRefused {
  constructor(field: string, message: string) {
    super(field, message);
    this.name = 'BlogFieldError';
  }
}

export const SLUG_TAKEN = 'This slug is already used by another post';

export const SLUG_RESERVED =
  'This slug is reserved: it was the address of another post, and old links lead there';

/**
 * Slugs starting with `base` that another post holds: its current slug, or a former one that its
 * old links still redirect from (docs/product.md#blog-slugs). `reserved` are the former ones.
 */
export async function takenSlugs(db: Db, base: string, exceptId: string | null) {
  const prefix = sql<string>`${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
  let current = db.selectFrom('blogs').select('slug').where('slug', 'like', prefix);
  let former = db.selectFrom('blog_slugs').select('slug').where('slug', 'like', prefix);
  if (exceptId) {
    current = current.where('id', '!=', exceptId);
    former = former.where('blog_id', '!=', exceptId);
  }
  const inUse = (await current.execute()).map((row) => row.slug);
  const reserved = new Set((await former.execute()).map((row) => row.slug));
  return { all: new Set([...inUse, ...reserved]), reserved };
}

/**
 * A slug typed by staff must be free: neither another post's address nor one of its former
 * addresses. An empty one is made from the title, stepping over both.
 */
export async function chooseSlug(
  db: Db,
  wanted: string | undefined,
  title: string,
  exceptId: string | null,
): Promise<string> {
  if (wanted) {
    const taken = await takenSlugs(db, wanted, exceptId);
    if (taken.reserved.has(wanted)) throw new BlogFieldError('slug', SLUG_RESERVED);
    if (taken.all.has(wanted)) throw new BlogFieldError('slug', SLUG_TAKEN);
    return wanted;
  }
  const base = slugify(title);
  return uniqueSlug(base, (await takenSlugs(db, base, exceptId)).all);
}
