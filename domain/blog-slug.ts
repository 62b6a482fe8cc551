/** Slugs made from titles (docs/product.md#blog-slugs). */

const MAX_GENERATED = 80;

/** "Ship Faster: TypeScript & You!" → "ship-faster-typescript-you"; never empty. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_GENERATED)
    .replace(/-+$/g, '');
  // A slug of 24 hex characters would read as a record id.
  if (/^[0-9a-f]{24}$/.test(slug)) return `${slug}-post`;
  return slug || 'post';
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
