import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from './blog';
import { slugify, uniqueSlug } from './blog-slug';

describe('slugs', () => {
  it('are made from titles as lowercase words joined by hyphens', () => {
    expect(slugify('Ship Faster: TypeScript & You!')).toBe('ship-faster-typescript-and-you');
    expect(slugify('Café Crème — über 100%')).toBe('cafe-creme-uber-100');
    expect(slugify('   ')).toBe('post');
    expect(slugify('日本語')).toBe('post');
    expect(slugify('0123456789abcdef01234567')).toBe('0123456789abcdef01234567-post');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    for (const slug of [long, slugify('--a--b--')]) expect(slug).toMatch(SLUG_PATTERN);
  });

  it('take the first free number when the slug is taken', () => {
    expect(uniqueSlug('post', new Set())).toBe('post');
    expect(uniqueSlug('post', new Set(['post', 'post-2']))).toBe('post-3');
  });
});
