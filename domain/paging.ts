import { z } from './zod';
import { hasNoControlCharacters } from './fields';

/**
 * Where one page of a list sits in the whole: every list the API answers carries these four
 * numbers beside its items (docs/architecture.md#a-rest-api-endpoint).
 */
export interface Paged {
  total: number;
  page: number;
  limit: number;
  pages: number;
}

export function pageInfo(total: number, page: number, limit: number): Paged {
  return { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) };
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A list's `q`: what staff typed in its search box. */
export const listSearchSchema = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .refine(hasNoControlCharacters, 'Search contains characters that cannot be shown')
  .optional()
  .default('');

/** A list's `page`: 1 when absent or empty. */
export const listPageSchema = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page must be at most 10000')
    .optional()
    .default(1),
);
