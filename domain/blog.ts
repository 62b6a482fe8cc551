import { z } from './zod';
import { hasNoControlCharacters, requiredText } from './fields';
import { readOnlyFields, RECORD_FIELDS } from './read-only-fields';

/** A trimmed optional text of at most `max` characters, without control characters. */
const plainText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoControlCharacters, `${label} contains characters that cannot be shown`);

export const IMAGE_REF_MESSAGE = 'Upload the image here: images from other sites cannot be shown';

/**
 * An image reference: a path on this site, an upload (`/uploads/…`) or a bundled image
 * (`/images/…`). Addresses on other sites are refused: the CSP lets pages show images from this
 * site only, so they would appear broken.
 */
export const imageRef = z
  .string()
  .trim()
  .max(500, 'Image address must be at most 500 characters')
  .refine((value) => value === '' || /^\/(uploads|images)\/[\w./-]+$/.test(value), {
    message: IMAGE_REF_MESSAGE,
  });

export const BODY_IMAGE_MESSAGE =
  'Upload pictures in the text here: images from other sites cannot be shown';

/** The `src` of every picture in a piece of HTML, as written. */
const IMAGE_SOURCE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * Pictures in rich text that point at another site (`https://…`, `//…`). Like the image fields,
 * the text may show only this site's own images: the CSP blocks the others, so they would show as
 * broken pictures. The server turns absolute addresses of this site into paths first.
 */
export function remoteImageSources(html: string): string[] {
  return [...html.matchAll(IMAGE_SOURCE)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').trim())
    .filter((src) => /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(src));
}

/** Rich text (a blog body, a service's long description) whose pictures are this site's own. */
export const richText = (messages: { tooLong: string; missing?: string }) =>
  z
    .string(messages.missing ? { error: messages.missing } : undefined)
    .max(200_000, messages.tooLong)
    .refine((html) => remoteImageSources(html).length === 0, BODY_IMAGE_MESSAGE);

const jsonText = z
  .string()
  .max(20_000, 'Schema must be at most 20000 characters')
  .refine(
    (value) => {
      if (value.trim() === '') return true;
      try {
        const parsed = JSON.parse(value);
        return typeof parsed === 'object' && parsed !== null;
      } catch {
        return false;
      }
    },
    { message: 'Schema must be valid JSON' },
  );

/** Slugs: lowercase letters, digits and single hyphens (docs/product.md#blog-slugs). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE =
  'Use lowercase letters, digits and hyphens only, for example my-first-post';

export const slugField = z
  .string()
  .trim()
  .max(100, 'Slug must be at most 100 characters')
  .refine((value) => value === '' || SLUG_PATTERN.test(value), SLUG_MESSAGE)
  // A 24-character hex slug would be read as a record id, which redirects to the post it names.
  .refine((value) => !/^[0-9a-f]{24}$/.test(value), 'This slug looks like a record id; add a word');

export const BLOG_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const ALT_HINT = 'Describe the image for people who cannot see it';
export const IMAGE_ALT_REQUIRED = 'Describe the image: alt text is required when an image is set';
export const PUBLISH_AT_REQUIRED = 'Choose when the post goes live';

/**
 * Every field of a post that staff write, without defaults (so a partial update touches only what
 * it names): the one description of a blog's shape. The API's bodies, the stored view
 * (domain/blog-view.ts), a revision's snapshot, the dashboard's form and the demo articles all
 * derive from it, so a new field is written here (and given its column in the store).
 */
const blogFields = {
  title: requiredText('Title', 200),
  slug: slugField,
  shortDescription: requiredText('Short description', 500),
  longDescription: richText({
    tooLong: 'Long description is too long',
    missing: 'Long description is required',
  }).refine(
    (html) => html.replace(/<[^>]*>/g, '').trim().length > 0,
    'Long description is required',
  ),
  metaTitle: plainText(200, 'Meta title'),
  metaKeyword: plainText(500, 'Meta keywords'),
  metaDescription: plainText(500, 'Meta description'),
  imageUrl: imageRef,
  imageAlt: plainText(300, 'Alt text'),
  thumbImageUrl: imageRef,
  thumbAlt: plainText(300, 'Alt text'),
  category: plainText(60, 'Category'),
  tag: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Tags cannot be empty')
        .max(40, 'Each tag must be at most 40 characters')
        .refine(hasNoControlCharacters, 'Tags contain characters that cannot be shown'),
    )
    .max(20, 'At most 20 tags'),
  status: z.enum(BLOG_STATUSES, { error: 'Choose draft, scheduled, published or archived' }),
  /** When a scheduled post goes live: an ISO date-time with its offset, stored in UTC. */
  publishAt: z.union([
    z.literal(''),
    z.iso.datetime({ offset: true, error: 'Enter a valid date and time' }),
  ]),
  schema: jsonText,
};

/**
 * The original API's flag (docs/decisions/046-api-compatibility.md): accepted, never stored. The
 * status is a post's one publishing state; answers carry `isActive` derived from it.
 */
const isActiveField = z
  .boolean()
  .describe(
    'The original API flag, kept for its clients: true publishes the post, false takes a published post back to draft; a status sent with it wins. Answers read true exactly when the status is published.',
  );

const blogFieldsSchema = z.object(blogFields);
/** A post's own fields, as the store keeps them. */
export type BlogFields = z.output<typeof blogFieldsSchema>;

/** A scheduled post needs its time. */
function checkPublishing(value: { status?: BlogStatus; publishAt?: string }, ctx: z.RefinementCtx) {
  if (value.status === 'scheduled' && !value.publishAt)
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: PUBLISH_AT_REQUIRED });
}

/**
 * What the API answers of a blog and sets itself (`BlogView` beyond the written fields, and the
 * names the original API's clients read them by: `id`, `createdDate`): accepted and ignored in a
 * request body, so a blog read from the API can be sent back as it is
 * (docs/decisions/046-api-compatibility.md).
 */
export const BLOG_READ_ONLY_FIELDS = [
  ...RECORD_FIELDS,
  'author',
  'authorId',
  'publishedAt',
  'wordCount',
  'createdDate',
] as const;

/**
 * What the API accepts for a new blog (docs/product.md#blog-form). Unknown fields are rejected;
 * _id, author and createdAt are set by the server (sent, they are ignored: `blogCreateBody`). Every field the API ever
 * accepted as optional stays optional, and fields added later are optional
 * (docs/decisions/046-api-compatibility.md): an image without alt text is stored with an empty one
 * and the dashboard flags it.
 */
export const blogInputSchema = blogFieldsSchema
  .extend({
    metaTitle: blogFields.metaTitle.default(''),
    metaKeyword: blogFields.metaKeyword.default(''),
    metaDescription: blogFields.metaDescription.default(''),
    slug: blogFields.slug.default(''),
    imageUrl: blogFields.imageUrl.default(''),
    imageAlt: blogFields.imageAlt.default(''),
    thumbImageUrl: blogFields.thumbImageUrl.default(''),
    thumbAlt: blogFields.thumbAlt.default(''),
    category: blogFields.category.default(''),
    tag: blogFields.tag.default([]),
    isActive: isActiveField.optional(),
    status: blogFields.status.optional(),
    publishAt: blogFields.publishAt.default(''),
    schema: blogFields.schema.default(''),
  })
  .strict()
  .superRefine(checkPublishing);

export const blogUpdateSchema = blogFieldsSchema
  .extend({ isActive: isActiveField })
  .partial()
  .strict()
  .superRefine(checkPublishing);

export type BlogInput = z.output<typeof blogInputSchema>;

/**
 * The bodies of `POST /api/blogs` and `PATCH|PUT /api/blogs/:id`: the fields above and, ignored,
 * the read-only ones a blog is answered with.
 */
export const blogCreateBody = blogInputSchema.safeExtend(readOnlyFields(BLOG_READ_ONLY_FIELDS));
export const blogUpdateBody = blogUpdateSchema.safeExtend(readOnlyFields(BLOG_READ_ONLY_FIELDS));

/**
 * The dashboard's blog form asks for more than the API: a featured image needs its description
 * (docs/product.md#blog-images).
 */
export const blogFormSchema = blogInputSchema.superRefine((value, ctx) => {
  if (value.imageUrl && !value.imageAlt.trim())
    ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: IMAGE_ALT_REQUIRED });
});

const searchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\u0000'), 'Contains an invalid character');

/** The dashboard's list: every status, filtered and sorted by the query string. */
export const blogAdminQuerySchema = z.object({
  q: searchText(100).optional(),
  status: z.enum(BLOG_STATUSES).optional().catch(undefined),
  author: searchText(130).optional(),
  tag: searchText(40).optional(),
  sort: z.enum(['newest', 'oldest', 'updated']).default('newest').catch('newest'),
});
export type BlogAdminQuery = z.output<typeof blogAdminQuerySchema>;

export const blogListQuerySchema = z.object({
  q: searchText(100).optional(),
  tag: searchText(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(9),
});

export type { BlogSummary, BlogView } from './blog-view';
