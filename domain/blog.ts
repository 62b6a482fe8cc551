import { z } from './zod';
import { hasNoControlCharacters, requiredText } from './fields';

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

/** Every writable blog field, without defaults (so a partial update touches only what it names). */
const blogFields = {
  title: requiredText('Title', 200),
  shortDescription: requiredText('Short description', 500),
  longDescription: z
    .string({ error: 'Long description is required' })
    .max(200_000, 'Long description is too long')
    .refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length > 0,
      'Long description is required',
    ),
  metaTitle: plainText(200, 'Meta title'),
  metaKeyword: plainText(500, 'Meta keywords'),
  metaDescription: plainText(500, 'Meta description'),
  imageUrl: imageRef,
  thumbImageUrl: imageRef,
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
  isActive: z.boolean(),
  schema: jsonText,
};

/**
 * What staff may write on a blog (docs/product.md#blog-form). Unknown fields are rejected; _id, author and
 * createdAt are set by the server, never by the request.
 */
export const blogInputSchema = z
  .object({
    ...blogFields,
    metaTitle: blogFields.metaTitle.default(''),
    metaKeyword: blogFields.metaKeyword.default(''),
    metaDescription: blogFields.metaDescription.default(''),
    imageUrl: blogFields.imageUrl.default(''),
    thumbImageUrl: blogFields.thumbImageUrl.default(''),
    category: blogFields.category.default(''),
    tag: blogFields.tag.default([]),
    isActive: blogFields.isActive.default(true),
    schema: blogFields.schema.default(''),
  })
  .strict();

export const blogUpdateSchema = z.object(blogFields).partial().strict();

export type BlogInput = z.output<typeof blogInputSchema>;

const searchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\u0000'), 'Contains an invalid character');

export const blogListQuerySchema = z.object({
  q: searchText(100).optional(),
  tag: searchText(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(9),
});

export type { BlogSummary, BlogView } from './blog-view';
