import type { Selectable } from 'kysely';
import type { BlogInput, BlogSummary, BlogView } from '~/domain/blog';
import { isPublished } from '~/domain/blog-view';
import type { BlogsTable } from '~/server/db/schema';
import { htmlToPlainText } from './plain-text';
import { sanitizeRichText } from './sanitize';

/*
 * How a blog row becomes what the API and the pages show, and how written fields become columns:
 * the one mapping every blog store module shares.
 */

export function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function toBlogView(row: Selectable<BlogsTable>): BlogView {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    metaTitle: row.meta_title,
    metaKeyword: row.meta_keyword,
    metaDescription: row.meta_description,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    thumbImageUrl: row.thumb_image_url,
    thumbAlt: row.thumb_alt,
    author: row.author,
    authorId: row.author_id,
    category: row.category,
    tag: parseTags(row.tags),
    isActive: isPublished(row),
    status: row.status,
    publishAt: row.publish_at ?? '',
    publishedAt: row.published_at ?? '',
    wordCount: Number(row.word_count),
    schema: row.schema,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const tagsText = (tags: string[]) =>
  tags.length ? `|${tags.map((t) => t.toLowerCase()).join('|')}|` : '';
export const likePattern = (value: string) =>
  `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export /** The stored body and its plain text for the search index, always written together. */
function bodyColumns(html: string) {
  const long_description = sanitizeRichText(html);
  const body_text = htmlToPlainText(long_description);
  return { long_description, body_text, word_count: body_text.split(/\s+/).filter(Boolean).length };
}

export function toColumns(input: Partial<BlogInput>) {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.shortDescription !== undefined ? { short_description: input.shortDescription } : {}),
    ...(input.longDescription !== undefined ? bodyColumns(input.longDescription) : {}),
    ...(input.metaTitle !== undefined ? { meta_title: input.metaTitle } : {}),
    ...(input.metaKeyword !== undefined ? { meta_keyword: input.metaKeyword } : {}),
    ...(input.metaDescription !== undefined ? { meta_description: input.metaDescription } : {}),
    ...(input.imageUrl !== undefined ? { image_url: input.imageUrl } : {}),
    ...(input.imageAlt !== undefined ? { image_alt: input.imageAlt } : {}),
    ...(input.thumbImageUrl !== undefined ? { thumb_image_url: input.thumbImageUrl } : {}),
    ...(input.thumbAlt !== undefined ? { thumb_alt: input.thumbAlt } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.tag !== undefined
      ? { tags: JSON.stringify(input.tag), tags_text: tagsText(input.tag) }
      : {}),
    ...(input.schema !== undefined ? { schema: input.schema.trim() } : {}),
  };
}

export const SUMMARY_COLUMNS = [
  'blogs.id',
  'blogs.slug',
  'blogs.title',
  'blogs.short_description',
  'blogs.image_url',
  'blogs.image_alt',
  'blogs.thumb_image_url',
  'blogs.thumb_alt',
  'blogs.word_count',
  'blogs.author',
  'blogs.category',
  'blogs.tags',
  'blogs.published_at',
  'blogs.created_at',
  'blogs.updated_at',
] as const;

export type SummaryRow = Pick<
  Selectable<BlogsTable>,
  | 'id'
  | 'slug'
  | 'title'
  | 'short_description'
  | 'image_url'
  | 'image_alt'
  | 'thumb_image_url'
  | 'thumb_alt'
  | 'word_count'
  | 'author'
  | 'category'
  | 'tags'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
>;

export function toBlogSummary(row: SummaryRow): BlogSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.short_description,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    thumbImageUrl: row.thumb_image_url,
    thumbAlt: row.thumb_alt,
    wordCount: Number(row.word_count),
    author: row.author,
    category: row.category,
    tag: parseTags(row.tags),
    publishedAt: row.published_at ?? '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
